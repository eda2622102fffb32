import { useLocation } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";

import { cardBadges } from "../../domain/cms/badges";
import { instalmentColours, instalmentPlanAmong, instalmentText } from "../../domain/instalments";
import { cardPhoneFile, productCardSizes, productCardWidth, sizedPicture } from "../../domain/media/sized-pictures";
import { shownPrice } from "../../domain/price";
import type { ProductSummary } from "../../domain/product";
import { allVariants, cardPictureOf, inlineVariants, showsFrom, skuToAdd } from "../../domain/product-card";
import { cartCopy, cartFormId } from "../../forms/cart-copy";
import { announceCartChange } from "../cart/cart-events";
import { cartAction, useCartFetcher } from "../cart/useCartFetcher";
import { useRootData } from "../shell/root-data";
import { FetcherForm } from "../ui/FetcherForm";
import { Icon } from "../ui/Icon";
import { useInlinePicture } from "../ui/InlinePictures";
import { useLiteMode } from "../ui/LiteMode";
import { WrittenOnce } from "../ui/WrittenOnce";
import { WishlistToggle } from "../wishlist/WishlistToggle";
import { CardBody, type CardBodyProps } from "./card/CardBody";
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
 * "Product card variant selection"). 'Agregar' is a real post to /bolsa inside which the variants are
 * radio inputs: without JS the 303 brings the shopper back with the outcome; with JS the cart's
 * fetcher posts, and a missing choice is answered here without a request.
 */
export function ProductCard({ product, eagerImage = false, bordered = false, showDiscountBadge = true, href }: Props) {
  const root = useRootData();
  const lite = useLiteMode();
  const location = useLocation();
  const fetcher = useCartFetcher();
  const modalId = useId();
  const [chosen, setChosen] = useState<string | null>(product.chosenSku ?? null);

  const { variants } = product;
  const all = allVariants(variants);
  const inline = inlineVariants(variants);
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
  const image = cardPictureOf(product, chosen);
  const price = selected ?? {
    price: shownPrice(product.offer.price, product.unitMultiplier),
    listPrice: shownPrice(product.offer.listPrice, product.unitMultiplier),
  };
  // §9 "price ÷ n on cards"; the plans arrive already dated by the server.
  const plan = instalmentPlanAmong(product.clusters, root?.instalmentPlans ?? []);
  const instalments = plan && instalmentText(price.price, plan, "card");
  // The first row's pictures may travel inside the document (decision 099): then `src` carries them.
  // Only an eager card's: a catalogue's products may share a picture, and each copy costs the bytes.
  const carriedFile = eagerImage && image ? cardPhoneFile(image.url, lite) : "";
  const carried = useInlinePicture(carriedFile);
  const body: CardBodyProps = {
    badges: badges.list.map((badge) => ({ look: badge.look, text: badge.firstText })),
    href: href ?? `/${product.slug}/p`,
    prefetch: href ? "none" : "intent",
    picture: image
      ? {
          ...(carried["data-carried"]
            ? { src: carried.src, carried: carriedFile }
            : sizedPicture(image.url, { smallest: lite, minWidth: productCardWidth, sizes: productCardSizes })),
          alt: image.alt,
          eager: eagerImage,
        }
      : null,
    brandName: product.brand.name,
    name: product.name,
    price: all.length
      ? {
          offer: { price: price.price, listPrice: price.listPrice },
          from: !selected && showsFrom(variants),
          showDiscount: showDiscountBadge,
          instalments:
            plan && instalments ? { text: instalments, ...instalmentColours(plan, product.brand.name) } : null,
        }
      : null,
  };

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
      <WrittenOnce className="product-card__body" slot="tarjeta" component={CardBody} props={body} />
      {all.length ? (
        <>
          <FetcherForm fetcher={fetcher} action={cartAction} className="product-card__add" onSubmit={onSubmit}>
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            {all.length === 1 ? (
              <input type="hidden" name="sku" value={all[0]!.sku} />
            ) : (
              <WrittenOnce
                className="product-card__choices"
                slot="variantes"
                component={CardVariantPicker}
                props={{ inline, chosen, onChoose: setChosen, modalId }}
              />
            )}
            <button type="submit" className="product-card__button" disabled={adding} aria-busy={adding}>
              {added ? <Icon name="check" label="Agregado" /> : adding ? "Agregando…" : "Agregar"}
            </button>
          </FetcherForm>
          {all.length > 1 && inline.more ? (
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
