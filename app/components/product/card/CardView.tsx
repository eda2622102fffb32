import type { FetcherWithComponents } from "@remix-run/react";
import type { FormEvent } from "react";

import type { CardVariants, inlineVariants } from "../../../domain/product-card";
import { cartAction } from "../../cart/useCartFetcher";
import { FetcherForm } from "../../ui/FetcherForm";
import { Icon } from "../../ui/Icon";
import { WishlistForm, type WishlistFormProps } from "../../wishlist/WishlistToggle";
import { CardBody, type CardBodyProps } from "./CardBody";
import { CardVariantPicker } from "./CardVariantPicker";
import { VariantModal } from "./VariantModal";

/** What 'Agregar' posts and shows; null on the card when nothing is in stock. */
export type CardAdd = {
  /** The SKU posted as is when the product has one variant; null when the shopper picks among several. */
  onlySku: string | null;
  /** The inline choices, when there are several variants (§2.5 "Product card variant selection"). */
  picker: { inline: ReturnType<typeof inlineVariants>; chosen: string | null } | null;
  /** Every variant, in the modal, when more exist than fit inline. */
  modal: { variants: CardVariants; brandName: string } | null;
  added: boolean;
  adding: boolean;
};

/**
 * A card's whole content as plain data, but for `modalId` and `redirectTo`, which differ per request
 * and per place on the page and are filled in the markup the server keeps (decision 104), and `live`,
 * the browser's handlers.
 */
export type CardViewProps = {
  corner: { look: number; text: string } | null;
  wishlist: Omit<WishlistFormProps, "redirectTo" | "live">;
  body: CardBodyProps;
  add: CardAdd | null;
  modalId: string;
  redirectTo: string;
  live?: {
    cart: FetcherWithComponents<unknown>;
    onAdd: (event: FormEvent) => void;
    onChoose: (sku: string) => void;
    wishlist: WishlistFormProps["live"];
  };
};

/**
 * What a product card shows inside its <article> (spec products-and-buying §2.5, §4 "Add to cart",
 * "Product card variant selection"): the corner badge and the heart, the body, and 'Agregar', a real
 * post to /bolsa inside which the variants are radio inputs, so a choice adds that SKU without
 * JavaScript too. Pure in its props: the server writes it once per isolate for the same ones.
 */
export function CardView({ corner, wishlist, body, add, modalId, redirectTo, live }: CardViewProps) {
  return (
    <>
      <div className="product-card__corner">
        {corner ? <span className={`badge badge--${corner.look}`}>{corner.text}</span> : null}
        <WishlistForm {...wishlist} redirectTo={redirectTo} live={live?.wishlist} />
      </div>
      <div className="product-card__body">
        <CardBody {...body} />
      </div>
      {add ? (
        <>
          <FetcherForm fetcher={live?.cart} action={cartAction} className="product-card__add" onSubmit={live?.onAdd}>
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            {add.picker ? (
              <div className="product-card__choices">
                <CardVariantPicker
                  inline={add.picker.inline}
                  chosen={add.picker.chosen}
                  onChoose={live?.onChoose}
                  modalId={add.modal ? modalId : null}
                />
              </div>
            ) : (
              <input type="hidden" name="sku" value={add.onlySku ?? ""} />
            )}
            <button type="submit" className="product-card__button" disabled={add.adding} aria-busy={add.adding}>
              {add.added ? <Icon name="check" label="Agregado" /> : add.adding ? "Agregando…" : "Agregar"}
            </button>
          </FetcherForm>
          {add.modal ? (
            <VariantModal
              id={modalId}
              variants={add.modal.variants}
              brandName={add.modal.brandName}
              redirectTo={redirectTo}
              fetcher={live?.cart}
            />
          ) : null}
        </>
      ) : (
        <button type="button" className="product-card__button" disabled>
          Sin stock
        </button>
      )}
    </>
  );
}
