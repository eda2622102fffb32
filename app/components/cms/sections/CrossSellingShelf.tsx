import { ProductShelf } from "../../product/ProductShelf";
import { ProductList } from "../ProductList";
import type { SectionProps } from "./types";

/** Products-and-buying §2.6 cross-selling carousel, §9 "4.7 per page desktop, 1.7 mobile"; hidden when empty. */
const crossSelling = { perPage: { desktop: 4.7, mobile: 1.7 } } as const;

export function CrossSellingShelf({ section }: SectionProps<"crossSellingShelf">) {
  return (
    <ProductList
      title={section.title}
      products={section.products}
      render={(products) => <ProductShelf title={section.title} products={products} perPage={crossSelling.perPage} />}
    />
  );
}
