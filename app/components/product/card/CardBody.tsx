import type { CardBadge } from "../../../domain/cms/badges";
import { instalmentColours, instalmentPlanAmong, instalmentText } from "../../../domain/instalments";
import {
  cardPhoneFile,
  productCardSizes,
  productCardWidth,
  sizedPicture,
  type SizedPicture,
} from "../../../domain/media/sized-pictures";
import { shownPrice } from "../../../domain/price";
import type { ProductSummary } from "../../../domain/product";
import { allVariants, cardPictureOf, showsFrom } from "../../../domain/product-card";
import { shownOffer } from "../../../domain/promotions/shown-offer";
import { useRootData } from "../../shell/root-data";
import { useInlinePicture } from "../../ui/InlinePictures";
import { useLiteMode } from "../../ui/LiteMode";
import { SiteLink } from "../../ui/SiteLink";
import { PriceBlock } from "../PriceBlock";

type Props = {
  product: ProductSummary;
  /** The chosen variant's SKU: its picture and price show instead of the product's. */
  chosen: string | null;
  badges: readonly CardBadge[];
  eagerImage: boolean;
  showDiscountBadge: boolean;
  href: string | undefined;
};

/** A product card's badges, picture, names and price (spec products-and-buying §2.5). */
export function CardBody({ product, chosen, badges, eagerImage, showDiscountBadge, href }: Props) {
  const root = useRootData();
  const lite = useLiteMode();
  const all = allVariants(product.variants);
  const selected = all.find((variant) => variant.sku === chosen) ?? null;
  const image = cardPictureOf(product, chosen);
  // The first row's pictures may travel inside the document (decision 099); only an eager card's:
  // a catalogue's products may share a picture, and each copy costs the bytes.
  const carried = useInlinePicture(eagerImage && image ? cardPhoneFile(image.url, lite) : "");
  const picture: SizedPicture | null = carried["data-carried"]
    ? { src: carried.src }
    : image && sizedPicture(image.url, { smallest: lite, minWidth: productCardWidth, sizes: productCardSizes });
  const price = selected ?? {
    price: shownPrice(product.offer.price, product.unitMultiplier),
    listPrice: shownPrice(product.offer.listPrice, product.unitMultiplier),
  };
  // The store's promotions on the unit 'Agregar' adds (decision 122), as of the page's moment: the
  // bag charges the same price for it.
  const offer = shownOffer(
    {
      sku: selected?.sku ?? product.sku,
      brandId: product.brandId,
      categoryPath: product.categoryPath,
      collections: product.clusters,
    },
    price.price,
    root?.promotions,
  );
  // §9 "price ÷ n on cards"; the plans arrive already dated by the server.
  const plan = instalmentPlanAmong(product.clusters, root?.instalmentPlans ?? []);
  const instalments = plan && instalmentText(offer.promotionalPrice ?? price.price, plan, "card");

  return (
    <>
      {badges.length || offer.badges.length ? (
        <ul className="product-card__badges">
          {offer.badges.map((badge) => (
            <li key={`promotion-${badge}`} className="badge badge--promotion">
              {badge}
            </li>
          ))}
          {badges.map((badge) => (
            <li key={badge.look} className={`badge badge--${badge.look}`}>
              {badge.firstText}
            </li>
          ))}
        </ul>
      ) : null}
      {/* A click-through is not prefetched: hovering would count a click. */}
      <SiteLink to={href ?? `/${product.slug}/p`} className="product-card__link" prefetch={href ? "none" : "intent"}>
        {image && picture ? (
          <img
            src={picture.src}
            srcSet={picture.srcSet}
            sizes={picture.sizes}
            alt={image.alt}
            width={productCardWidth}
            height={productCardWidth}
            loading={eagerImage ? "eager" : "lazy"}
            decoding="async"
            data-carried={carried["data-carried"]}
          />
        ) : null}
        <p className="product-card__brand">{product.brand.name}</p>
        <h3 className="product-card__name">{product.name}</h3>
      </SiteLink>
      {all.length ? (
        <div className="product-card__price">
          {!selected && showsFrom(product.variants) ? <span className="product-card__from">Desde</span> : null}
          <PriceBlock
            offer={{ price: price.price, listPrice: price.listPrice }}
            brandName={product.brand.name}
            showDiscount={showDiscountBadge}
            instalments={
              plan && instalments ? { text: instalments, ...instalmentColours(plan, product.brand.name) } : null
            }
            financingCost="card"
            promotionalPrice={offer.promotionalPrice}
          />
        </div>
      ) : null}
    </>
  );
}
