import { ProductShelf } from "../../product/ProductShelf";
import { ProductList } from "../ProductList";
import type { SectionProps } from "./types";

/** Products-and-buying §2.6 landing shelf: a grid, hidden when it has no products (§8). */
export function ProductShelfSection({ section, position }: SectionProps<"productShelf">) {
  return (
    <ProductList
      title={section.title}
      products={section.products}
      render={(products) => (
        <ProductShelf title={section.title} products={products} eager={position < 2} cards={section.productCardConfiguration} />
      )}
    />
  );
}
