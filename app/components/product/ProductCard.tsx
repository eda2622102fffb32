import { useLocation } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";

import { cardBadges } from "../../domain/cms/badges";
import type { ProductSummary } from "../../domain/product";
import { allVariants, inlineVariants, skuToAdd } from "../../domain/product-card";
import { cartCopy, cartFormId } from "../../forms/cart-copy";
import { announceCartChange } from "../cart/cart-events";
import { cartAction, useCartFetcher } from "../cart/useCartFetcher";
import { useRootData } from "../shell/root-data";
import { FetcherForm } from "../ui/FetcherForm";
import { Icon } from "../ui/Icon";
import { useLiteMode } from "../ui/LiteMode";
import { WishlistToggle } from "../wishlist/WishlistToggle";
import { CardBody } from "./card/CardBody";
import { CardVariantPicker } from "./card/CardVariantPicker";
import { VariantModal } from "./card/VariantModal";

type Props = {
  product: ProductSummary;
  eagerImage?: boolean;
  /** A landing shelf's productCardConfiguration (§2.5 "options 'bordered' and 'showDiscountBadge'"). */
  bordered?: boolean;
  showDiscountBadge?: boolean;
  /** Where the card leads instead of the product's page: a search result's click-through (decision 078). */
  href?: string;
};

/**
 * The one card every listing, shelf and slider uses (spec products-and-buying §2.5, §4 "Add to cart",
 * "Product card variant selection"): the corner badge and the heart, the body, and 'Agregar', a real
 * post to /bolsa inside which the variants are radio inputs, so a choice adds that SKU without
 * JavaScript too (decision 033); with JS the cart's fetcher posts it.
 */
export function ProductCard({ product, eagerImage = false, bordered = false, showDiscountBadge = true, href }: Props) {
  // Before the fetcher's hook, which takes an id of its own: the modal's id carries no suffix.
  const modalId = useId();
  const root = useRootData();
  const location = useLocation();
  const fetcher = useCartFetcher();
  const [chosen, setChosen] = useState<string | null>(product.chosenSku ?? null);

  const all = allVariants(product.variants);
  const inline = inlineVariants(product.variants);
  const sku = skuToAdd(product.variants, chosen);
  const added = sku !== null && (root?.cartSkus ?? []).includes(sku);
  const adding = fetcher.state !== "idle";
  const redirectTo = `${location.pathname}${location.search}`;
  const badges = cardBadges(root?.badges.list ?? [], {
    skus: [product.sku, ...all.map((variant) => variant.sku)],
    brand: product.brand.name,
    clusters: product.clusters,
  });
  // A lite page's card links to the product's page for the variants that do not fit inline, instead
  // of carrying them all in a modal: its document must fit the first round trip (decision 110).
  const lite = useLiteMode();
  const hasModal = all.length > 1 && inline.more && !lite;

  // §4: "pressing add with no variant chosen shows the toast 'Por favor, selecciona una opción' for 3 s and adds nothing".
  const onAdd = (event: FormEvent) => {
    if (sku !== null) return;
    event.preventDefault();
    announceCartChange({ form: cartFormId, status: "error", message: cartCopy.chooseVariant });
  };

  return (
    <article className={bordered ? "product-card product-card--bordered" : "product-card"}>
      <div className="product-card__corner">
        {badges.corner ? <span className={`badge badge--${badges.corner.look}`}>{badges.corner.firstText}</span> : null}
        <WishlistToggle productId={product.id} productName={product.name} />
      </div>
      <div className="product-card__body">
        <CardBody
          product={product}
          chosen={chosen}
          badges={badges.list}
          eagerImage={eagerImage}
          showDiscountBadge={showDiscountBadge}
          href={href}
        />
      </div>
      {all.length ? (
        <>
          <FetcherForm fetcher={fetcher} action={cartAction} className="product-card__add" onSubmit={onAdd}>
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            {all.length > 1 ? (
              <div className="product-card__choices">
                <CardVariantPicker
                  inline={inline}
                  chosen={chosen}
                  onChoose={setChosen}
                  modalId={hasModal ? modalId : null}
                  moreHref={lite ? (href ?? `/${product.slug}/p`) : undefined}
                />
              </div>
            ) : (
              <input type="hidden" name="sku" value={all[0]!.sku} />
            )}
            <button type="submit" className="product-card__button" disabled={adding} aria-busy={adding}>
              {added ? <Icon name="check" label="Agregado" /> : adding ? "Agregando…" : "Agregar"}
            </button>
          </FetcherForm>
          {hasModal ? (
            <VariantModal
              id={modalId}
              variants={product.variants}
              brandName={product.brand.name}
              redirectTo={redirectTo}
              fetcher={fetcher}
            />
          ) : null}
        </>
      ) : (
        <button type="button" className="product-card__button" disabled>
          Sin stock
        </button>
      )}
    </article>
  );
}
