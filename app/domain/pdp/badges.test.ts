// Spec products-and-buying §5 "Badges and PDP banners": "An item applies when isActive is true and
// any of these holds: it has no skus, brands or collections; the product's sku is listed; its brand
// matches, case-insensitive; it shares a collection (cluster) with the product. A badge whose
// firstText is 'exclusivo' (case-insensitive) is shown on its own: … as a highlight in the gallery.
// In the gallery, 'new' badges are excluded."
import { describe, expect, it } from "vitest";

import { galleryBadges, pdpBannerFor, type Badge } from "./badges";

const badge = (firstText: string, fields: Partial<Badge> = {}): Badge => ({
  isActive: true,
  firstText,
  background: "#000",
  textColor: "#fff",
  borderRadius: 4,
  fontWeight: 600,
  ...fields,
});
const sauvage = { skus: ["100001", "100002"], brand: "Dior", clusters: ["mas-vendidos", "1719"] };

describe("galleryBadges", () => {
  it("keeps what applies, without 'new', with 'exclusivo' apart", () => {
    const badges = [
      badge("NUEVO", { collections: ["mas-vendidos"] }),
      badge("Exclusivo", { brands: ["dior"] }),
      badge("MÁS VENDIDO", { collections: ["mas-vendidos"] }),
      badge("CYBER", { isActive: false }),
      badge("OTRA MARCA", { brands: ["Chanel"] }),
      badge("POR SKU", { skus: ["100002"] }),
    ];
    const { badges: shown, exclusive } = galleryBadges(badges, sauvage);
    expect(shown.map((item) => item.firstText)).toEqual(["MÁS VENDIDO", "POR SKU"]);
    expect(exclusive?.firstText).toBe("Exclusivo");
  });
  it("no exclusive badge → none", () => expect(galleryBadges([badge("MÁS VENDIDO")], sauvage).exclusive).toBeNull());
});

describe("pdpBannerFor", () => {
  const banner = (url: string, fields: object = {}) => ({ isActive: true, url, ...fields });
  it.each<[string, ReturnType<typeof banner>[], string | null]>([
    [
      "the first that applies",
      [banner("a", { brands: ["Chanel"] }), banner("b", { brands: ["DIOR"] }), banner("c")],
      "b",
    ],
    ["an untargeted banner applies", [banner("c")], "c"],
    ["inactive ones never", [banner("a", { isActive: false })], null],
  ])("%s", (_, banners, expected) => expect(pdpBannerFor(banners, sauvage)?.url ?? null).toBe(expected));
});
