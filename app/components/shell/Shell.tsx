import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

import type { FormOutcome } from "../../forms/outcome";
import { menusUrl as menusUrlFor } from "../../http/server-render";
import { FlashStatus } from "../account/FlashStatus";
import { CartAnalytics } from "../cart/CartAnalytics";
import { CartToast } from "../cart/CartToast";
import { MiniCart } from "../cart/MiniCart";
import { DeferredHydration } from "../ui/DeferredHydration";
import { useLiteMode } from "../ui/LiteMode";
import { toastStackId } from "../ui/Toast";
import { BottomBar } from "./BottomBar";
import { Header } from "./Header";
import {
  BackToTop,
  ConsentBanner,
  DelayedScripts,
  EventOverlay,
  Footer,
  LiteFooter,
  MaintenanceOverlay,
  MenuDrawer,
  NewsletterPopup,
  PickupPointSlider,
  ShellBehaviour,
  StoresDrawer,
} from "./lazy-shell";
import type { RootData } from "./root-data";

/** What the shopper typed in the region form, from Conform's reply, to show again after an error. */
const typedPostalCode = (initialValue: Record<string, unknown> | null | undefined) =>
  typeof initialValue?.postalCode === "string" ? initialValue.postalCode : null;

/** The site shell around every page (spec storefront-shell §2.3–§2.9, §2.23, §2.24). */
export function Shell({ root, children }: { root: RootData; children: ReactNode }) {
  const { header, footer } = root;
  const lite = useLiteMode();
  const menusUrl = menusUrlFor(new URLSearchParams(useLocation().search));
  // The session's flash is what respondTo stored: a FormOutcome (its reply is Conform's own).
  const flash = root.flash as FormOutcome | null;
  const regionFlash = flash?.form === "region" && flash.status === "error" ? flash : null;
  const popupDone =
    flash?.form === "newsletter-popup" && flash.status === "success" && !root.popup ? flash.message : null;
  return (
    <>
      {root.maintenance ? <MaintenanceOverlay maintenance={root.maintenance} /> : null}
      {root.eventOverlay ? <EventOverlay event={root.eventOverlay} flash={flash} /> : null}
      {header ? (
        <Header
          header={header}
          menusUrl={menusUrl}
          takeover={root.takeover}
          region={root.region}
          regionFlash={{
            message: regionFlash?.message ?? regionFlash?.reply?.error?.postalCode?.[0] ?? null,
            typed: typedPostalCode(regionFlash?.reply?.initialValue),
          }}
          isHome={root.path === "/"}
          cartItems={root.cartItems}
          checkoutUrl={root.checkoutUrl}
          shopper={root.shopper}
        />
      ) : null}
      <main id="contenido">
        <FlashStatus outcome={flash} form="account" />
        {children}
      </main>
      {/* A lite page's footer keeps the legal links and the switch; /menu has the rest (decision 110).
          The full footer is below the fold on every page: it hydrates when it nears the viewport (decision 112). */}
      {lite ? (
        <LiteFooter />
      ) : footer ? (
        <DeferredHydration className="footer-part">
          <Footer footer={footer} flash={flash} />
        </DeferredHydration>
      ) : null}
      {/* Inside a landmark like every other piece of the page (axe 'region'), once it shows after scrolling. */}
      <nav aria-label="Atajos de la página">
        <BackToTop />
      </nav>
      {header ? <BottomBar items={header.bottomBar} /> : null}
      {/* A lite page has no drawers: their links lead to pages that hold the same (decision 110). */}
      {lite ? null : (
        <>
          {header ? <MenuDrawer menusUrl={menusUrl} /> : null}
          <StoresDrawer provinces={root.storeProvinces} />
          {root.region.pickupButton ? <PickupPointSlider current={root.region.pickupPoint?.id ?? null} /> : null}
          <MiniCart count={root.cartItems} checkoutUrl={root.checkoutUrl} analyticsToggle={root.analyticsToggle} />
        </>
      )}
      {/* The one stack every toast goes to (ui/Toast), so two never overlap. */}
      <div id={toastStackId} className="toasts">
        <CartToast flash={flash} />
        {popupDone ? (
          <p className="toast" role="status">
            {popupDone}
          </p>
        ) : null}
      </div>
      <CartAnalytics analyticsToggle={root.analyticsToggle} />
      {root.popup ? <NewsletterPopup key={root.popup.id} popup={root.popup} flash={flash} /> : null}
      {/* Lite mode loads no third party, so there is nothing to consent to (decision 079). */}
      {root.tagManager && !root.consent && !lite ? <ConsentBanner /> : null}
      <ShellBehaviour analyticsToggle={root.analyticsToggle} />
      <DelayedScripts scripts={root.thirdParty} />
    </>
  );
}
