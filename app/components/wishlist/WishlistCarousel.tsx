import { useRef, useState, useEffect } from "react";
import type { ProductSummary } from "../../domain/product";
import { ProductCard } from "../product/ProductCard";

/**
 * Spec products-and-buying §2.8/§9 "Wishlist carousel: 4.7 / 1.7, moves 1, no autoplay, gap
 * 0.5rem". A CSS scroll-snap row, server-rendered and usable without JS; with JS, arrows move one
 * card at a time (decision 018 on why not swiper here).
 */
export function WishlistCarousel({ label, products }: { label: string; products: ProductSummary[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const move = (direction: 1 | -1) => {
    const list = track.current;
    const card = list?.firstElementChild as HTMLElement | null;
    if (!list || !card) return;
    const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
    list.scrollBy({ left: direction * (card.offsetWidth + gap), behavior: "smooth" });
  };
  return (
    <div className="wishlist-carousel" role="region" aria-roledescription="carrusel" aria-label={label}>
      <ul ref={track} className="wishlist-carousel__track">
        {products.map((product) => (
          <li key={product.id} className="wishlist-carousel__slide">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      {enhanced ? (
        <>
          <button type="button" className="wishlist-carousel__arrow wishlist-carousel__arrow--prev" aria-label="Anterior" onClick={() => move(-1)}>
            ‹
          </button>
          <button type="button" className="wishlist-carousel__arrow wishlist-carousel__arrow--next" aria-label="Siguiente" onClick={() => move(1)}>
            ›
          </button>
        </>
      ) : null}
    </div>
  );
}
