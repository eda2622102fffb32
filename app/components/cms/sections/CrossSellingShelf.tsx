import { ProductList } from "../ProductList";
import { ProductCarousel } from "./ProductSlider";
import type { SectionProps } from "./types";

/** Products-and-buying §2.6 cross-selling carousel (4.7 per page on desktop); hidden when empty. */
export function CrossSellingShelf({ section }: SectionProps<"crossSellingShelf">) {
  return (
    <ProductList
      title={section.title}
      products={section.products}
      render={(products) => (products.length === 0 ? null : <ProductCarousel title={section.title} products={products} perPage={4.7} />)}
    />
  );
}
