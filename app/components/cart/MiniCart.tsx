import { lazy, Suspense, useEffect, useRef, useState } from "react";

import { Drawer } from "../shell/Drawer";
import { openDrawer } from "../shell/drawer-state";
import { useDrawerToggle } from "../shell/useDrawerToggle";
import { onOpenMiniCart } from "./mini-cart-events";

// Spec storefront-shell §4.1: the cart sidebar is loaded only when opened.
const MiniCartPanel = lazy(() => import("./MiniCartPanel"));

/**
 * The mini-cart drawer (spec products-and-buying §2.7, §4 "Closed ↔ open"). Its frame is in the
 * page; its contents load the first time the bag icon opens it. Closing (backdrop, ×, Escape) is
 * the shell's, like every drawer; focus goes back to the icon.
 */
export function MiniCart({
  count,
  checkoutUrl,
  analyticsToggle,
}: {
  count: number;
  checkoutUrl: string;
  analyticsToggle: "on" | "off";
}) {
  const drawer = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(0);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(
    () =>
      onOpenMiniCart((from) => {
        if (!drawer.current) return;
        opener.current = from;
        openDrawer(drawer.current);
        setOpened((times) => times + 1);
      }),
    [],
  );
  // Closed (backdrop, ×, Escape): focus goes back to what opened it.
  useDrawerToggle(drawer, (open) => {
    if (open) return;
    opener.current?.focus();
    opener.current = null;
  });

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
