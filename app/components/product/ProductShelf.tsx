import type { ProductCardConfiguration } from "../../content/sections/products";
import type { ProductSummary } from "../../domain/product";
import { ProductCard } from "./ProductCard";

/** Landing-page product shelf; hidden when there are no products (spec §2.6). */
type Props = { title: string; products: ProductSummary[]; eager?: boolean; cards?: ProductCardConfiguration };

export function ProductShelf({ title, products, eager = false, cards }: Props) {
  if (products.length === 0) return null;
  return (
    <section className="product-shelf" aria-label={title}>
      <h2>{title}</h2>
      <ul className="product-shelf__list">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eagerImage={eager && index < 2} bordered={cards?.bordered} showDiscountBadge={cards?.showDiscountBadge} />
          </li>
        ))}
      </ul>
    </section>
  );
}
