// Decision 025: the map's basemap works offline, a style whose sources are shipped
// GeoJSON; a tile URL from configuration replaces it in production.
import { describe, expect, it } from "vitest";

import { basemapStyle, tilesOrigin } from "./basemap";

describe("basemapStyle", () => {
  it("without a tile URL: the shipped provinces GeoJSON, land over sea, no text layers", () => {
    const style = basemapStyle({ provincesUrl: "/map/ar-provinces.geojson", tilesUrl: "", attribution: "" });
    expect(style.sources).toEqual({
      provinces: { type: "geojson", data: "/map/ar-provinces.geojson", attribution: "Natural Earth" },
    });
    expect(style.layers.map((layer) => layer.type)).toEqual(["background", "fill", "line"]);
    expect(style.glyphs).toBeUndefined();
  });

  it("with a tile URL: one raster source from it, with its attribution", () => {
    const style = basemapStyle({
      provincesUrl: "/map/ar-provinces.geojson",
      tilesUrl: " https://tiles.example.com/{z}/{x}/{y}.png ",
      attribution: "© OSM",
    });
    expect(style.sources).toEqual({
      tiles: {
        type: "raster",
        tiles: ["https://tiles.example.com/{z}/{x}/{y}.png"],
        tileSize: 256,
        maxzoom: 19,
        attribution: "© OSM",
      },
    });
    expect(style.layers).toEqual([{ id: "tiles", type: "raster", source: "tiles" }]);
  });
});

describe("tilesOrigin", () => {
  it.each([
    ["offline basemap", "", null],
    ["https template", "https://tiles.example.com/{z}/{x}/{y}.png", "https://tiles.example.com"],
    ["plain http is refused", "http://tiles.example.com/{z}/{x}/{y}.png", null],
    ["not a URL", "tiles", null],
  ])("%s", (_, url, expected) => {
    expect(tilesOrigin(url)).toBe(expected);
  });
});
