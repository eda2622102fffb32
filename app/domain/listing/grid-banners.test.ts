import { describe, expect, it } from "vitest";

import { gridBannersFor, withGridBanners, type GridBanner } from "./grid-banners";

const banner = (overrides: Partial<GridBanner>): GridBanner => ({
  enabled: true,
  paths: ["/fragancias"],
  position: 4,
  type: "card",
  device: "both",
  frequency: 1,
  image: { src: "/b.png", alt: "b", width: 216, height: 216 },
  ...overrides,
});

describe("grid banners (spec storefront-shell §3.6, §5 'Storage and listing data')", () => {
  it("apply only when enabled and when the current path is among their paths", () => {
    const banners = [
      banner({ link: "a" }),
      banner({ enabled: false, link: "b" }),
      banner({ paths: ["/maquillaje"], link: "c" }),
    ];
    expect(gridBannersFor(banners, "/Fragancias/", 1).map((each) => each.link)).toEqual(["a"]);
  });

  it("are merged by position, then by type and device, with 'card' placed before other types", () => {
    const banners = [
      banner({ position: 8, link: "late" }),
      banner({ type: "full", link: "full" }),
      banner({ device: "desktop", link: "card-desktop" }),
      banner({ device: "mobile", link: "card-mobile" }),
    ];
    expect(gridBannersFor(banners, "/fragancias", 1).map((each) => each.link)).toEqual([
      "card-mobile",
      "card-desktop",
      "full",
      "late",
    ]);
  });

  it("show on every n-th page by their frequency (default 1: every page)", () => {
    const everyOther = [banner({ frequency: 2 })];
    expect([1, 2, 3].map((page) => gridBannersFor(everyOther, "/fragancias", page).length)).toEqual([1, 0, 1]);
  });

  it("sit among the cards after `position` cards", () => {
    const items = withGridBanners(
      ["a", "b", "c"],
      [banner({ position: 1, link: "x" }), banner({ position: 9, link: "y" })],
    );
    expect(items.map((item) => (item.kind === "card" ? item.card : item.banner.link))).toEqual([
      "a",
      "x",
      "b",
      "c",
      "y",
    ]);
  });
});
