import { useEffect, useRef, useState, type ReactNode } from "react";

import { useLiteMode } from "../ui/LiteMode";
import { whenInteractive } from "./interactive";

type Props = {
  /** Makes the carousel a labelled region of its own; without it, the caller's labelled element is the region. */
  label?: string;
  slides: { key: string; content: ReactNode }[];
  /** Spec §2.16 / §9 "5 slides on desktop and 2 on mobile" unless the section says otherwise. */
  perPage: { desktop: number; mobile: number };
  gap?: number;
  /** Spec §9 "autoplay interval 3000 ms"; 0 turns it off. */
  autoplayMs?: number;
  rewind?: boolean;
  className?: string;
};

/**
 * A row of slides. Server-rendered as a CSS scroll-snap list, which works without JavaScript; when
 * it is in view and the page is interactive (or the shopper reaches for it) swiper is loaded (its
 * own chunk) and adds arrows, a progress bar and autoplay.
 * "Arrows and progress bar are hidden when the item count equals the slides per page" (§2.16).
 */
export function Carousel({ label, slides, perPage, gap = 16, autoplayMs = 0, rewind = true, className = "" }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const progress = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  // A lite page never loads swiper: its hidden controls would be bytes for nothing (decision 110).
  const lite = useLiteMode();
  const { desktop, mobile } = perPage;

  useEffect(() => {
    const element = root.current;
    if (!element || !prev.current || !next.current || !progress.current) return;
    const options = {
      perPage: { desktop, mobile },
      gap,
      autoplayMs,
      rewind,
      prev: prev.current,
      next: next.current,
      progress: progress.current,
    };
    let carousel: { destroy: () => void } | null = null;
    let stopped = false;
    let loading = false;
    const interactions = ["pointerenter", "touchstart", "focusin"] as const;
    let stopWaiting = () => {};
    const load = () => {
      if (loading || stopped) return;
      loading = true;
      for (const type of interactions) element.removeEventListener(type, load);
      stopWaiting();
      import("./swiper.client")
        .then(({ enhance }) => {
          if (stopped) return;
          carousel = enhance(element, options);
          setEnhanced(true);
        })
        .catch((error: unknown) =>
          console.error(
            `El carrusel '${label ?? element.closest("[aria-label]")?.getAttribute("aria-label")}' queda como lista desplazable`,
            error,
          ),
        );
    };
    // In view, swiper waits for the page to be interactive (§4.1's quiet period) or for the shopper
    // to reach for the carousel, so it never competes with the first render for the main thread.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        stopWaiting = whenInteractive(load);
      },
      { rootMargin: "100px 0px" },
    );
    observer.observe(element);
    for (const type of interactions) element.addEventListener(type, load, { passive: true });
    return () => {
      stopped = true;
      observer.disconnect();
      stopWaiting();
      for (const type of interactions) element.removeEventListener(type, load);
      carousel?.destroy();
    };
  }, [label, desktop, mobile, gap, autoplayMs, rewind]);

  const fixed = [
    slides.length <= desktop ? "carousel--fits-desktop" : "",
    slides.length <= mobile ? "carousel--fits-mobile" : "",
    // A lite page runs no JavaScript (decision 079): it never gets the controls, nor room for them.
    lite ? "carousel--static" : "",
  ];
  const style = { "--per-page": desktop, "--per-page-mobile": mobile, "--gap": `${gap}px` } as React.CSSProperties;
  return (
    <div
      ref={root}
      // Stable classes only: swiper adds its own to this element, and React must not overwrite them.
      className={["carousel swiper", ...fixed, className].filter(Boolean).join(" ")}
      style={style}
      {...(label ? { role: "region", "aria-roledescription": "carrusel", "aria-label": label } : {})}
    >
      <ul className="carousel__track swiper-wrapper">
        {slides.map((slide) => (
          <li key={slide.key} className="carousel__slide swiper-slide">
            {slide.content}
          </li>
        ))}
      </ul>
      {lite ? null : (
        <>
          <button
            ref={prev}
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-label="Anterior"
            hidden={!enhanced}
          >
            ‹
          </button>
          <button
            ref={next}
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-label="Siguiente"
            hidden={!enhanced}
          >
            ›
          </button>
          <div ref={progress} className="carousel__progress" hidden={!enhanced} />
        </>
      )}
    </div>
  );
}
