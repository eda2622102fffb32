import { ProductShelf } from "../../product/ProductShelf";
import { ProductList } from "../ProductList";
import type { SectionProps } from "./types";

/**
 * Products-and-buying §9 "Landing shelf: default 5 items per page; […] carousels show 1.6 items per page
 * on mobile and tablet"; a product slider, so it autoplays every 3000 ms. Hidden when it has no products (§8).
 */
const landingShelf = { mobilePerPage: 1.6, autoplayMs: 3000 } as const;

export function ProductShelfSection({ section, position }: SectionProps<"productShelf">) {
  return (
    <ProductList
      title={section.title}
      products={section.products}
      render={(products) => (
        <ProductShelf
          title={section.title}
          products={products}
          perPage={{ desktop: section.itemsPerPage, mobile: landingShelf.mobilePerPage }}
          autoplayMs={landingShelf.autoplayMs}
          eager={position < 2}
          cards={section.productCardConfiguration}
        />
      )}
    />
  );
}
