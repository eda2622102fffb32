import type { ProductCardConfiguration } from "../../content/sections/products";
import type { ProductSummary } from "../../domain/product";
import { Carousel } from "../cms/Carousel";
import { ProductCard } from "./ProductCard";

type Props = {
  title: string;
  products: ProductSummary[];
  /** Cards per page (products §9 "Sliders and carousels"). */
  perPage: { desktop: number; mobile: number };
  /** §9 "autoplay interval 3000 ms" for product sliders; 0 (the default) holds still. */
  autoplayMs?: number;
  eager?: boolean;
  cards?: ProductCardConfiguration;
};

/**
 * Every row of product cards (spec products-and-buying §2.6): one carousel, a horizontally scrolling
 * row without JavaScript and never a tall stack. The section is the carousel's labelled region, so
 * analytics' view_item_list and tests name it by its title; hidden when there are no products.
 */
export function ProductShelf({ title, products, perPage, autoplayMs = 0, eager = false, cards }: Props) {
  if (products.length === 0) return null;
  return (
    <section className="product-shelf" aria-label={title} aria-roledescription="carrusel">
      <h2 className="cms-title">{title}</h2>
      <Carousel
        perPage={perPage}
        autoplayMs={autoplayMs}
        slides={products.map((product, index) => ({
          key: product.id,
          content: (
            <ProductCard
              product={product}
              eagerImage={eager && index < 2}
              bordered={cards?.bordered}
              showDiscountBadge={cards?.showDiscountBadge}
            />
          ),
        }))}
      />
    </section>
  );
}
