import type { FetcherWithComponents } from "@remix-run/react";
import type { FormEvent } from "react";

import { allVariants, optionDiscount, type CardVariants } from "../../../domain/product-card";
import { cartAction } from "../../cart/useCartFetcher";
import { FetcherForm } from "../../ui/FetcherForm";
import { Icon } from "../../ui/Icon";
import { popover, popoverTarget } from "./popover";

type Props = {
  id: string;
  variants: CardVariants;
  brandName: string;
  redirectTo: string;
  /** The card's cart fetcher. */
  fetcher: FetcherWithComponents<unknown>;
};

/** Spec §2.5 "Variant modal", mobile title. */
const title = "SELECCIONA Y AGREGA A LA BOLSA";

/**
 * §2.5 variant modal: every variant, each a button that adds it. A popover (decision 033): the +/−
 * control opens it and the X closes it without JavaScript, a click outside closes it, and it sits in
 * the top layer, above a carousel's overflow. Choosing posts to /bolsa; with JS the card's fetcher
 * does, and the modal closes at once.
 */
export function VariantModal({ id, variants, brandName, redirectTo, fetcher }: Props) {
  const close = (event: FormEvent<HTMLFormElement>) =>
    (event.currentTarget.parentElement as HTMLElement & { hidePopover?: () => void }).hidePopover?.();
  return (
    <div className="variant-modal" role="dialog" aria-label={title} {...popover(id)}>
      <p className="variant-modal__title">{title}</p>
      <button type="button" className="variant-modal__close" {...popoverTarget(id, "hide")} aria-label="Cerrar">
        <Icon name="close" />
      </button>
      <FetcherForm fetcher={fetcher} action={cartAction} onSubmit={close}>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <ul>
          {allVariants(variants).map((variant) => {
            const discount = optionDiscount(brandName, variant);
            return (
              <li key={variant.sku}>
                <button type="submit" name="sku" value={variant.sku}>
                  {variant.hexColor ? (
                    <span className="variant-modal__swatch" style={{ background: variant.hexColor }} />
                  ) : null}
                  {variant.label}
                  {discount ? <span className="price__discount">{discount}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </FetcherForm>
    </div>
  );
}
