import { Link } from "@remix-run/react";
import type { ProductSummary } from "../../domain/product";
import { WishlistToggle } from "../wishlist/WishlistToggle";
import { PriceBlock } from "./PriceBlock";

/** The one card every listing and shelf uses (spec products-and-buying §2.5). */
export function ProductCard({ product, eagerImage = false }: { product: ProductSummary; eagerImage?: boolean }) {
  return (
    <article className="product-card">
      <WishlistToggle productId={product.id} productName={product.name} />
      <Link to={`/${product.slug}/p`} className="product-card__link" prefetch="intent">
        {product.image ? (
          <img
            src={product.image.url}
            alt={product.image.alt}
            width={216}
            height={216}
            loading={eagerImage ? "eager" : "lazy"}
            decoding="async"
          />
        ) : null}
        <p className="product-card__brand">{product.brand.name}</p>
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      {product.variantCount > 1 ? <span className="product-card__from">Desde</span> : null}
      <PriceBlock offer={product.offer} brandName={product.brand.name} unitMultiplier={product.unitMultiplier} />
    </article>
  );
}
