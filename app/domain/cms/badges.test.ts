// Spec products-and-buying §5 "Badges and PDP banners: an item applies when isActive is true and any of
// these holds: it has no skus, brands or collections; the product's sku is listed; its brand matches,
// case-insensitive; it shares a collection (cluster) with the product. A badge whose firstText is
// 'exclusivo' (case-insensitive) is shown on its own: in the wishlist corner on cards".
import { describe, expect, it } from "vitest";

import { badgeStylesheet, cardBadgeList, cardBadges, type Badge } from "./badges";

const look = { background: "#1a1a1a", textColor: "#fff", borderRadius: 4, fontWeight: 600 };
const badges: Badge[] = [
  { ...look, isActive: true, firstText: "NUEVO", skus: [], brands: [], collections: ["lanzamientos"] },
  { ...look, isActive: true, firstText: "Exclusivo", skus: [], brands: ["loewe"], collections: [] },
  { ...look, isActive: false, firstText: "CYBER WEEK", skus: [], brands: [], collections: [] },
  { ...look, isActive: true, firstText: "REGALO", skus: ["100200"], brands: [], collections: [] },
];
const list = cardBadgeList(badges);
const texts = (result: ReturnType<typeof cardBadges>) => ({
  corner: result.corner?.firstText ?? null,
  list: result.list.map((badge) => badge.firstText),
});

describe("cardBadges", () => {
  it.each([
    [
      "a collection member",
      { skus: ["1"], brand: "Lancôme", clusters: ["lanzamientos"] },
      { corner: null, list: ["NUEVO"] },
    ],
    [
      "'exclusivo' goes to the wishlist corner, brand case-insensitive",
      { skus: ["1"], brand: "LOEWE", clusters: [] },
      { corner: "Exclusivo", list: [] },
    ],
    [
      "a listed sku among the card's variants",
      { skus: ["1", "100200"], brand: "Lancôme", clusters: ["lanzamientos"] },
      { corner: null, list: ["NUEVO", "REGALO"] },
    ],
    [
      "nothing applies; inactive badges never do",
      { skus: ["1"], brand: "Lancôme", clusters: [] },
      { corner: null, list: [] },
    ],
  ])("%s", (_, product, expected) => expect(texts(cardBadges(list, product))).toEqual(expected));
});

describe("badgeStylesheet", () => {
  it("gives each active badge one class, numbered as cardBadgeList numbers them; the border defaults to the background", () => {
    expect(list.map((badge) => badge.look)).toEqual([0, 1, 2]);
    const exclusive = {
      ...badges[1]!,
      background: "#fff",
      textColor: "#1a1a1a",
      borderColor: "#ab1458",
      borderRadius: 0,
      fontWeight: 700,
    };
    expect(badgeStylesheet([badges[0]!, badges[2]!, exclusive])).toBe(
      ".badge.badge--0{background:#1a1a1a;color:#fff;border-color:#1a1a1a;border-radius:4px;font-weight:600}" +
        ".badge.badge--1{background:#fff;color:#1a1a1a;border-color:#ab1458;border-radius:0px;font-weight:700}",
    );
  });
});
