import Swiper from "swiper";
import { A11y, Autoplay, Navigation, Pagination } from "swiper/modules";
import "swiper/css";

// Loaded on demand by Carousel when a carousel comes into view (decision 013): never part of the
// first-load JS. Until then, and without JavaScript, a carousel is a CSS scroll-snap row.

export type CarouselOptions = {
  perPage: { desktop: number; mobile: number };
  gap: number;
  autoplayMs: number;
  rewind: boolean;
  prev: HTMLElement;
  next: HTMLElement;
  progress: HTMLElement;
};

/** Spec §9 breakpoints: banners are mobile up to 767px. */
const desktopFrom = 768;

export function enhance(root: HTMLElement, options: CarouselOptions): { destroy: () => void } {
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const swiper = new Swiper(root, {
    modules: [A11y, Autoplay, Navigation, Pagination],
    slidesPerView: options.perPage.mobile,
    spaceBetween: options.gap,
    breakpoints: { [desktopFrom]: { slidesPerView: options.perPage.desktop } },
    rewind: options.rewind,
    watchOverflow: true,
    navigation: { prevEl: options.prev, nextEl: options.next },
    pagination: { el: options.progress, type: "progressbar" },
    autoplay: options.autoplayMs > 0 && !still ? { delay: options.autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false } : false,
    a11y: {
      // The slides are the <li>s of the track's <ul>: Swiper's default role, group, breaks the list.
      slideRole: "listitem",
      prevSlideMessage: "Anterior",
      nextSlideMessage: "Siguiente",
      firstSlideMessage: "Este es el primero",
      lastSlideMessage: "Este es el último",
      slideLabelMessage: "{{index}} de {{slidesLength}}",
      containerRoleDescriptionMessage: "carrusel",
      itemRoleDescriptionMessage: "diapositiva",
    },
  });
  return { destroy: () => swiper.destroy(true, true) };
}
