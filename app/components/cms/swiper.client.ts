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
  const autoplays = options.autoplayMs > 0 && !still;
  const swiper = new Swiper(root, {
    modules: [A11y, Autoplay, Navigation, Pagination],
    slidesPerView: options.perPage.mobile,
    spaceBetween: options.gap,
    breakpoints: { [desktopFrom]: { slidesPerView: options.perPage.desktop } },
    rewind: options.rewind,
    watchOverflow: true,
    navigation: { prevEl: options.prev, nextEl: options.next },
    pagination: { el: options.progress, type: "progressbar" },
    autoplay: autoplays ? { delay: options.autoplayMs, disableOnInteraction: false } : false,
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
  if (!autoplays) root.dataset.autoplay = "off";
  const stopHolding = autoplays ? holdWhileAttended(root, swiper) : () => {};
  return {
    destroy: () => {
      stopHolding();
      swiper.destroy(true, true);
    },
  };
}

/**
 * Products §2.6/§9 autoplay "paused on hover/focus": while the pointer is over the carousel or focus is
 * inside it, the slides hold still (WCAG 2.2.2), and a shopper reaching for a card never has it move
 * away. Swiper's own pauseOnMouseEnter knows no focus and resumes at the end of a transition, so the
 * carousel stops and restarts autoplay itself; `data-autoplay` says which ("on", "paused"; "off" when
 * it never autoplays, as under prefers-reduced-motion).
 */
function holdWhileAttended(root: HTMLElement, swiper: Swiper): () => void {
  let hovered = root.matches(":hover");
  let focused = root.contains(document.activeElement);
  const update = () => {
    if (swiper.destroyed) return;
    if (hovered || focused) {
      if (swiper.autoplay.running) swiper.autoplay.stop();
    } else if (!swiper.autoplay.running) swiper.autoplay.start();
    root.dataset.autoplay = swiper.autoplay.running ? "on" : "paused";
  };
  const events: [string, (event: Event) => void][] = [
    ["pointerenter", () => (hovered = true)],
    ["pointerleave", () => (hovered = false)],
    ["focusin", () => (focused = true)],
    // Focus moving from one card to the next stays inside.
    ["focusout", (event) => (focused = root.contains((event as FocusEvent).relatedTarget as Node | null))],
  ];
  const listeners = events.map(([type, note]) => {
    const listener = (event: Event) => {
      note(event);
      update();
    };
    root.addEventListener(type, listener);
    return () => root.removeEventListener(type, listener);
  });
  update();
  return () => {
    for (const remove of listeners) remove();
  };
}
