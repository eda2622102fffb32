import type { FreeShippingProgress } from "../../domain/cart/cart";
import { formatPrice } from "../../domain/price";

/** Spec products-and-buying §2.7: 'Te faltan {amount} para tener envío gratis' with a bar, or '¡Tenés envío gratis!'. */
export function FreeShippingBar({ progress }: { progress: FreeShippingProgress }) {
  return (
    <div className="free-shipping">
      <p>
        {progress.reached
          ? "¡Tenés envío gratis!"
          : `Te faltan ${formatPrice(progress.remaining)} para tener envío gratis`}
      </p>
      <progress max={100} value={Math.round(progress.progress * 100)} aria-label="Progreso hacia el envío gratis" />
    </div>
  );
}
