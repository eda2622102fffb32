import { Await } from "@remix-run/react";
import { Suspense } from "react";

import { sizedPicture } from "../../domain/media/sized-pictures";
import { formatPrice, shownPrice } from "../../domain/price";
import { unpackCards, type PackedCards } from "../../domain/wire";
import { SiteLink } from "../ui/SiteLink";

/**
 * Spec products-and-buying §2.4 "Related products": image, brand, name and price, each a link;
 * nothing when the list is empty or the lookup fails (§4 only 'resolved' shows anything).
 */
export function RelatedProducts({ related, title }: { related: Promise<PackedCards | null>; title: string }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={related} errorElement={null}>
        {(packed) => {
          const products = packed ? unpackCards(packed) : [];
          return products.length > 0 ? (
            <section className="related" aria-label={title}>
              <h2 className="pdp__subtitle">{title}</h2>
              <ul className="related__list">
                {products.map((product) => (
                  <li key={product.id}>
                    <SiteLink to={`/${product.slug}-${product.id}/p`} className="related__item" prefetch="intent">
                      {product.image ? (
                        <img
                          {...sizedPicture(product.image.url, { smallest: true, minWidth: 72 })}
                          alt={product.image.alt}
                          width={72}
                          height={72}
                          loading="lazy"
                          decoding="async"
                        />
                      ) : null}
                      <span className="related__brand">{product.brand.name}</span>
                      <span className="related__name">{product.name}</span>
                      <span className="related__price">
                        {formatPrice(shownPrice(product.offer.price, product.unitMultiplier))}
                      </span>
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null;
        }}
      </Await>
    </Suspense>
  );
}
