import { useEffect, useRef, useState } from "react";

import type { BasemapConfig } from "../../domain/stores/basemap";
import type { MapStore, StoreMapHandle } from "./store-map.client";

type Props = {
  stores: readonly MapStore[];
  /** Fit the map to the stores (a province or city is chosen) instead of the default centre. */
  fit: boolean;
  /** The store to centre on; `at` changes on every 'Ver en mapa', so a second click re-centres. */
  focus: { id: string; at: number } | null;
  basemap: BasemapConfig;
};

/**
 * The map area of the locator. MapLibre is imported only once this area scrolls into view (decision 025,
 * never in the first load); without JavaScript the area says so and the list's map links still work.
 */
export function StoreMap({ stores, fit, focus, basemap }: Props) {
  const area = useRef<HTMLDivElement>(null);
  const handle = useRef<StoreMapHandle | null>(null);
  const [state, setState] = useState<"waiting" | "loading" | "ready" | "failed">("waiting");
  const config = useRef(basemap);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState("loading");
        import("./store-map.client")
          .then(({ createStoreMap }) => {
            if (cancelled) return;
            handle.current = createStoreMap(element, config.current, () => !cancelled && setState("ready"));
          })
          .catch((error: unknown) => {
            console.error("locales: no se pudo cargar el mapa", error);
            if (!cancelled) setState("failed");
          });
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      handle.current?.remove();
      handle.current = null;
    };
  }, []);

  useEffect(() => {
    if (state === "ready") handle.current?.showStores(stores, fit);
  }, [state, stores, fit]);

  useEffect(() => {
    if (state === "ready" && focus) handle.current?.focus(focus.id);
  }, [state, focus]);

  return (
    <div className="store-map" data-state={state}>
      <div ref={area} className="store-map__canvas" role="region" aria-label="Mapa de tiendas" />
      <noscript>
        <p className="store-map__note">
          Activá JavaScript para ver el mapa. Cada tienda tiene su enlace «Cómo llegar».
        </p>
      </noscript>
      {state === "failed" ? (
        <p className="store-map__note">No pudimos mostrar el mapa. Cada tienda tiene su enlace «Cómo llegar».</p>
      ) : null}
    </div>
  );
}
