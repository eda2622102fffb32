import type { ReactNode } from "react";

import type { Crumb } from "../../domain/boutique/tree";
import { productCount } from "../../domain/product-count";
import { unpackCards, type PackedCards } from "../../domain/wire";
import type { EshopMenuData } from "../../features/shell/eshop.server";
import { ProductCard } from "../product/ProductCard";
import { EshopMenu } from "../shell/EshopMenu";
import { SiteLink } from "../ui/SiteLink";

type Props = {
  boutique: { brand: string; title: string; breadcrumb: Crumb[]; products: PackedCards };
  eshop: EshopMenuData | null;
  /** The home's CMS sections, when it has them. */
  sections: ReactNode;
};

/** A page of a brand's e-boutique (spec §2.22): the e-shop menu on the left, breadcrumb, title and the products. */
export function BoutiquePage({ boutique, eshop, sections }: Props) {
  const products = unpackCards(boutique.products);
  return (
    <div className={eshop ? "boutique" : "boutique boutique--plain"}>
      {eshop ? <EshopMenu menu={eshop} /> : null}
      <div className="boutique__main">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            {boutique.breadcrumb.map((crumb, index) => (
              <li key={`${crumb.url}-${crumb.text}`}>
                {index === boutique.breadcrumb.length - 1 ? (
                  <span aria-current="page">{crumb.text}</span>
                ) : (
                  <SiteLink to={crumb.url}>{crumb.text}</SiteLink>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {sections ?? (
          <>
            <h1 className="boutique__title">{boutique.title}</h1>
            <p className="boutique__count">{productCount(products.length)}</p>
            {/* Cards name products in h3s, under this heading as on a listing (no h1 → h3 jump). */}
            <h2 className="visually-hidden">Productos</h2>
            <ul className="boutique__grid">
              {products.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} eagerImage={index < 2} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
