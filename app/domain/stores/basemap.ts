// Decision 025: a basemap that works offline, a style whose sources are shipped GeoJSON
// (Argentina's provinces, simplified, a few hundred KB at most) — a tile URL from configuration
// replaces it in production. No labels: symbol layers would need glyphs from a server.
import type { StyleSpecification } from "maplibre-gl";

export type BasemapConfig = {
  /** Where the shipped provinces GeoJSON is served from. */
  provincesUrl: string;
  /** A raster tile template ('https://tiles.example.com/{z}/{x}/{y}.png'); empty: the offline basemap. */
  tilesUrl: string;
  attribution: string;
};

const colours = { sea: "#dbe7ee", land: "#fdf1ea", border: "#c9a99a" };

export function basemapStyle({ provincesUrl, tilesUrl, attribution }: BasemapConfig): StyleSpecification {
  if (tilesUrl.trim()) {
    return {
      version: 8,
      sources: { tiles: { type: "raster", tiles: [tilesUrl.trim()], tileSize: 256, maxzoom: 19, attribution } },
      layers: [{ id: "tiles", type: "raster", source: "tiles" }],
    };
  }
  return {
    version: 8,
    sources: { provinces: { type: "geojson", data: provincesUrl, attribution: attribution || "Natural Earth" } },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": colours.sea } },
      { id: "provinces", type: "fill", source: "provinces", paint: { "fill-color": colours.land } },
      { id: "borders", type: "line", source: "provinces", paint: { "line-color": colours.border, "line-width": 1 } },
    ],
  };
}

/** The origin a configured tile template loads from, for the page's CSP; null for the offline basemap. */
export function tilesOrigin(tilesUrl: string): string | null {
  if (!tilesUrl.trim()) return null;
  try {
    const url = new URL(tilesUrl.trim().replace(/\{[a-z]+\}/g, "0"));
    return url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}
