// The store locator's map (spec storefront-shell §2.20 "Map"). Imported only when the map area
// scrolls into view, so MapLibre never weighs on the first load (decision 025).
import { LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from "maplibre-gl";

import "maplibre-gl/dist/maplibre-gl.css";

import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";

import { basemapStyle, type BasemapConfig } from "../../domain/stores/basemap";
import { mapDefaults } from "../../domain/stores/locator";

export type MapStore = { id: string; nombre: string; provincia: string; latitud: number; longitud: number };

export type StoreMapHandle = {
  showStores(stores: readonly MapStore[], fit: boolean): void;
  /** Centres on a store at zoom 16 and opens its info window (§4.8). */
  focus(id: string): void;
  remove(): void;
};

// The bundler serves the worker as its own file; MapLibre's default would look next to the chunk.
setWorkerUrl(new URL(workerUrl, window.location.href).href);

export function createStoreMap(container: HTMLElement, basemap: BasemapConfig, onReady: () => void): StoreMapHandle {
  const map = new MapLibreMap({
    container,
    style: basemapStyle(basemap),
    center: [mapDefaults.centre.lng, mapDefaults.centre.lat],
    zoom: mapDefaults.zoom,
    attributionControl: { compact: true },
    cooperativeGestures: true,
  });
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  map.once("load", onReady);

  const markers = new Map<string, { marker: Marker; popup: Popup; store: MapStore }>();
  let open: Popup | null = null;

  /** One info window at a time: opening one closes the other; a marker toggles its own (§2.20). */
  const toggle = (popup: Popup, force?: boolean) => {
    const show = force ?? !popup.isOpen();
    if (open && open !== popup) open.remove();
    if (show) {
      if (!popup.isOpen()) popup.addTo(map);
      open = popup;
    } else {
      popup.remove();
      if (open === popup) open = null;
    }
  };

  return {
    showStores(stores, fit) {
      for (const { marker, popup } of markers.values()) {
        popup.remove();
        marker.remove();
      }
      markers.clear();
      open = null;
      for (const store of stores) {
        const lngLat: [number, number] = [store.longitud, store.latitud];
        const content = document.createElement("div");
        content.className = "store-map__info";
        const name = content.appendChild(document.createElement("strong"));
        name.textContent = store.nombre;
        content.appendChild(document.createElement("span")).textContent = store.provincia;
        const popup = new Popup({ offset: 28, closeButton: true, closeOnClick: false })
          .setLngLat(lngLat)
          .setDOMContent(content);
        const element = document.createElement("button");
        element.type = "button";
        element.className = "store-map__marker";
        element.setAttribute("aria-label", `${store.nombre}, ${store.provincia}`);
        element.addEventListener("click", (event) => {
          event.stopPropagation();
          toggle(popup);
        });
        const marker = new Marker({ element, anchor: "bottom" }).setLngLat(lngLat).addTo(map);
        markers.set(store.id, { marker, popup, store });
      }
      if (fit && stores.length > 0) {
        const bounds = stores.reduce((box, store) => box.extend([store.longitud, store.latitud]), new LngLatBounds());
        map.fitBounds(bounds, { padding: 60, maxZoom: 13, duration: 0 });
      } else if (!fit) {
        map.jumpTo({ center: [mapDefaults.centre.lng, mapDefaults.centre.lat], zoom: mapDefaults.zoom });
      }
    },
    focus(id) {
      const entry = markers.get(id);
      if (!entry) return;
      map.flyTo({ center: [entry.store.longitud, entry.store.latitud], zoom: mapDefaults.storeZoom, essential: true });
      toggle(entry.popup, true);
    },
    remove: () => map.remove(),
  };
}
