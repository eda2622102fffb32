import { productCardWidth, type SizedPicture } from "../../../domain/media/sized-pictures";
import type { Offer } from "../../../domain/product";
import { SiteLink } from "../../ui/SiteLink";
import { PriceBlock } from "../PriceBlock";

/** What a card's body shows, as plain data: the server keeps its markup by this (decision 097). */
export type CardBodyProps = {
  badges: { look: number; text: string }[];
  href: string;
  /** A click-through is not prefetched: hovering would count a click. */
  prefetch: "intent" | "none";
  /** `carried`: the file whose bytes `src` carries inside the document (decision 099). */
  picture: (SizedPicture & { alt: string; eager: boolean; carried?: string }) | null;
  brandName: string;
  name: string;
  /** Null when nothing is in stock: the card shows no price. */
  price: {
    offer: Pick<Offer, "price" | "listPrice">;
    /** 'Desde': variants at different prices and none chosen yet. */
    from: boolean;
    showDiscount: boolean;
    instalments: { text: string; color: string; background: string } | null;
  } | null;
};

/** A product card's badges, picture, names and price (spec products-and-buying §2.5). */
export function CardBody({ badges, href, prefetch, picture, brandName, name, price }: CardBodyProps) {
  return (
    <>
      {badges.length ? (
        <ul className="product-card__badges">
          {badges.map((badge) => (
            <li key={badge.look} className={`badge badge--${badge.look}`}>
              {badge.text}
            </li>
          ))}
        </ul>
      ) : null}
      <SiteLink to={href} className="product-card__link" prefetch={prefetch}>
        {picture ? (
          <img
            src={picture.src}
            srcSet={picture.srcSet}
            sizes={picture.sizes}
            alt={picture.alt}
            width={productCardWidth}
            height={productCardWidth}
            loading={picture.eager ? "eager" : "lazy"}
            decoding="async"
            data-carried={picture.carried}
          />
        ) : null}
        <p className="product-card__brand">{brandName}</p>
        <h3 className="product-card__name">{name}</h3>
      </SiteLink>
      {price ? (
        <div className="product-card__price">
          {price.from ? <span className="product-card__from">Desde</span> : null}
          <PriceBlock
            offer={price.offer}
            brandName={brandName}
            showDiscount={price.showDiscount}
            instalments={price.instalments}
            financingCost="card"
          />
        </div>
      ) : null}
    </>
  );
}
