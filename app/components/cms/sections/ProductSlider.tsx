import { ProductShelf } from "../../product/ProductShelf";
import { ProductList } from "../ProductList";
import type { SectionProps } from "./types";

/** Products-and-buying §9 "Product slider defaults: […] 2.22 mobile […] autoplay interval 3000 ms". */
const productSlider = { mobilePerPage: 2.22, autoplayMs: 3000 } as const;

/**
 * Products-and-buying §2.6 product slider; §8 "'No hay productos disponibles': an empty product
 * slider", "'Error al cargar los productos': a product fetch failure in a slider".
 */
export function ProductSlider({ section }: SectionProps<"productSlider">) {
  return (
    <ProductList
      title={section.title}
      products={section.products}
      failed={<p className="cms-empty">Error al cargar los productos</p>}
      render={(products) =>
        products.length === 0 ? (
          <p className="cms-empty">No hay productos disponibles</p>
        ) : (
          <ProductShelf
            title={section.title}
            products={products}
            perPage={{ desktop: section.itemsPerPage, mobile: productSlider.mobilePerPage }}
            autoplayMs={productSlider.autoplayMs}
          />
        )
      }
    />
  );
}
