import { useLocation } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";

import { cardBadges } from "../../domain/cms/badges";
import { instalmentColours, instalmentPlanAmong, instalmentText } from "../../domain/instalments";
import { productCardSizes, sizedPicture } from "../../domain/media/sized-pictures";
import { shownPrice } from "../../domain/price";
import type { ProductSummary } from "../../domain/product";
import { allVariants, inlineVariants, showsFrom, skuToAdd } from "../../domain/product-card";
import { cartCopy, cartFormId } from "../../forms/cart-copy";
import { announceCartChange } from "../cart/cart-events";
import { cartAction, useCartFetcher } from "../cart/useCartFetcher";
import { useRootData } from "../shell/root-data";
import { Icon } from "../ui/Icon";
import { useLiteMode } from "../ui/LiteMode";
import { SiteLink } from "../ui/SiteLink";
import { WishlistToggle } from "../wishlist/WishlistToggle";
import { CardVariantPicker } from "./card/CardVariantPicker";
import { VariantModal } from "./card/VariantModal";
import { PriceBlock } from "./PriceBlock";

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
 * "Product card variant selection"). 'Agregar' is a real post to /bolsa inside which the variants are
 * radio inputs: without JS the 303 brings the shopper back with the outcome; with JS the cart's
 * fetcher posts, and a missing choice is answered here without a request.
 */
/** The card's picture box, in CSS pixels (its width on a desktop). */
const cardWidth = 216;

export function ProductCard({ product, eagerImage = false, bordered = false, showDiscountBadge = true, href }: Props) {
  const root = useRootData();
  const lite = useLiteMode();
  const location = useLocation();
  const fetcher = useCartFetcher();
  const modalId = useId();
  const [chosen, setChosen] = useState<string | null>(product.chosenSku ?? null);

  const { variants } = product;
  const all = allVariants(variants);
  const selected = all.find((variant) => variant.sku === chosen) ?? null;
  const sku = skuToAdd(variants, chosen);
  const added = sku !== null && (root?.cartSkus ?? []).includes(sku);
  const adding = fetcher.state !== "idle";
  const redirectTo = `${location.pathname}${location.search}`;
  const badges = cardBadges(root?.badges.list ?? [], {
    skus: [product.sku, ...all.map((variant) => variant.sku)],
    brand: product.brand.name,
    clusters: product.clusters,
  });
  const image = selected?.image
    ? { url: selected.image, alt: `${product.brand.name} ${product.name} ${selected.label}` }
    : product.image;
  const price = selected ?? {
    price: shownPrice(product.offer.price, product.unitMultiplier),
    listPrice: shownPrice(product.offer.listPrice, product.unitMultiplier),
  };
  // §9 "price ÷ n on cards"; the plans arrive already dated by the server.
  const plan = instalmentPlanAmong(product.clusters, root?.instalmentPlans ?? []);
  const instalments = plan && instalmentText(price.price, plan, "card");

  // §4: "pressing add with no variant chosen shows the toast 'Por favor, selecciona una opción' for 3 s and adds nothing".
  const onSubmit = (event: FormEvent) => {
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
      {badges.list.length ? (
        <ul className="product-card__badges">
          {badges.list.map((badge) => (
            <li key={badge.look} className={`badge badge--${badge.look}`}>
              {badge.firstText}
            </li>
          ))}
        </ul>
      ) : null}
      {/* A click-through is not prefetched: hovering would count a click. */}
      <SiteLink to={href ?? `/${product.slug}/p`} className="product-card__link" prefetch={href ? "none" : "intent"}>
        {image ? (
          <img
            {...sizedPicture(image.url, { smallest: lite, minWidth: cardWidth, sizes: productCardSizes })}
            alt={image.alt}
            width={cardWidth}
            height={cardWidth}
            loading={eagerImage ? "eager" : "lazy"}
            decoding="async"
          />
        ) : null}
        <p className="product-card__brand">{product.brand.name}</p>
        <h3 className="product-card__name">{product.name}</h3>
      </SiteLink>
      {all.length ? (
        <>
          <div className="product-card__price">
            {!selected && showsFrom(variants) ? <span className="product-card__from">Desde</span> : null}
            <PriceBlock
              offer={price}
              brandName={product.brand.name}
              showDiscount={showDiscountBadge}
              instalments={
                plan && instalments ? { text: instalments, ...instalmentColours(plan, product.brand.name) } : null
              }
              financingCost="card"
            />
          </div>
          <fetcher.Form method="post" action={cartAction} className="product-card__add" onSubmit={onSubmit}>
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            {all.length === 1 ? (
              <input type="hidden" name="sku" value={all[0]!.sku} />
            ) : (
              <CardVariantPicker variants={variants} chosen={chosen} onChoose={setChosen} modalId={modalId} />
            )}
            <button type="submit" className="product-card__button" disabled={adding} aria-busy={adding}>
              {added ? <Icon name="check" label="Agregado" /> : adding ? "Agregando…" : "Agregar"}
            </button>
          </fetcher.Form>
          {all.length > 1 && inlineVariants(variants).more ? (
            <VariantModal
              id={modalId}
              variants={variants}
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
