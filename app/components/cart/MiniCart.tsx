import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Drawer } from "../shell/Drawer";
import { onOpenMiniCart } from "./mini-cart-events";

// Spec storefront-shell §4.1: the cart sidebar is loaded only when opened.
const MiniCartPanel = lazy(() => import("./MiniCartPanel"));

/**
 * The mini-cart drawer (spec products-and-buying §2.7, §4 "Closed ↔ open"). Its frame is in the
 * page; its contents load the first time the bag icon opens it. Closing (backdrop, ×, Escape) is
 * the shell's, like every drawer; focus goes back to the icon.
 */
export function MiniCart({ count, checkoutUrl, analyticsToggle }: { count: number; checkoutUrl: string; analyticsToggle: "on" | "off" }) {
  const drawer = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(0);

  useEffect(
    () =>
      onOpenMiniCart((opener) => {
        const element = drawer.current;
        if (!element) return;
        document.querySelectorAll(".drawer.is-open").forEach((open) => open.classList.remove("is-open"));
        element.classList.add("is-open");
        document.documentElement.classList.add("drawer-open");
        element.querySelector<HTMLElement>(".drawer__close")?.focus();
        setOpened((times) => times + 1);
        const closed = new MutationObserver(() => {
          if (element.classList.contains("is-open")) return;
          closed.disconnect();
          opener.focus();
        });
        closed.observe(element, { attributeFilter: ["class"] });
      }),
    [],
  );

  return (
    <Drawer
      id="bolsa"
      side="right"
      ref={drawer}
      title={
        <>
          Mi carrito de compra <span className="mini-cart__count">({count})</span>
        </>
      }
    >
      {opened > 0 ? (
        <Suspense fallback={<p className="spinner" aria-label="Cargando tu bolsa" />}>
          <MiniCartPanel opened={opened} checkoutUrl={checkoutUrl} analyticsToggle={analyticsToggle} />
        </Suspense>
      ) : null}
    </Drawer>
  );
}
