import type { ProductSummary } from "../../../domain/product";
import { ProductCard } from "../../product/ProductCard";
import { Carousel } from "../Carousel";
import { ProductList } from "../ProductList";
import type { SectionProps } from "./types";

/** Products-and-buying §9 "Product slider defaults: 2.22 per page on mobile". */
const mobilePerPage = 2.22;

export function ProductCarousel({ title, products, perPage }: { title: string; products: ProductSummary[]; perPage: number }) {
  return (
    // Unnamed, so not a landmark of its own: the carousel inside is the region named after the title.
    <section className="product-slider">
      <h2 className="cms-title">{title}</h2>
      <Carousel
        label={title}
        perPage={{ desktop: perPage, mobile: mobilePerPage }}
        slides={products.map((product) => ({ key: product.id, content: <ProductCard product={product} /> }))}
      />
    </section>
  );
}

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
          <ProductCarousel title={section.title} products={products} perPage={section.itemsPerPage} />
        )
      }
    />
  );
}
