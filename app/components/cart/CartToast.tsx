import { useCallback, useEffect, useState } from "react";

import { cartFormId } from "../../forms/cart-copy";
import type { FormOutcome } from "../../forms/outcome";
import { useCartChanges, type CartOutcome } from "./cart-events";

/** Spec products-and-buying §9 "Toasts (add confirmation …): 3000 ms". */
const toastMs = 3000;

/**
 * The cart's answers as a toast: after a plain post it is the flash the 303 carried; with JS each
 * fetcher's answer shows for 3 s.
 */
export function CartToast({ flash }: { flash: FormOutcome | null }) {
  const [shown, setShown] = useState<CartOutcome | null>(flash?.form === cartFormId ? flash : null);
  useCartChanges(useCallback((outcome: CartOutcome) => setShown(outcome.message ? outcome : null), []));
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), toastMs);
    return () => clearTimeout(timer);
  }, [shown]);
  if (!shown?.message) return null;
  return (
    <p className={`toast toast--${shown.status}`} role={shown.status === "error" ? "alert" : "status"}>
      {shown.message}
    </p>
  );
}
