import { ProductCard } from "../../product/ProductCard";
import { ProductList } from "../ProductList";
import type { SectionProps } from "./types";

/** Spec §2.16 "ProductTiles": a big first product and smaller ones beside it; hidden when empty. */
export function ProductTiles({ section }: SectionProps<"productTiles">) {
  return (
    <ProductList
      title={section.title}
      products={section.products}
      render={(products) =>
        products.length === 0 ? null : (
          <section className="product-tiles" aria-label={section.title}>
            <h2 className="cms-title">{section.title}</h2>
            <ul className="product-tiles__grid">
              {products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </section>
        )
      }
    />
  );
}
