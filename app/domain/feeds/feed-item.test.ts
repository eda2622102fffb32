// Google Merchant Center, "Product data specification", and Meta's catalogue reference: one item per
// SKU (variant) with item_group_id the product; price with its ISO 4217 currency ('15.00 USD');
// sale_price below price, its dates an ISO 8601 interval 'YYYY-MM-DDThh:mm±hhmm/…'; gtin else mpn.
import { describe, expect, it } from "vitest";

import { everyProduct, type Promotion } from "../promotions/promotion";
import { feedItemOf, feedPrice, saleWindowText, type FeedRow, type SaleWindow } from "./feed-item";

const storeUrl = "https://www.esencia.com.ar/";

const row: FeedRow = {
  skuId: "1002",
  productId: "10",
  slug: "dior-sauvage-eau-de-parfum",
  productName: "Sauvage Eau de Parfum",
  skuName: "Sauvage Eau de Parfum 100 ML",
  variationValue: "100 ML",
  description: "Fresco y **especiado**.",
  brand: "Dior",
  brandId: "1",
  categoryPath: "/fragancias/masculinas",
  collections: ["1531"],
  ean: "7791234567898",
  isKit: false,
  priceCents: 13590000,
  listPriceCents: 13590000,
  quantity: 5,
  categoryNames: ["Fragancias", "Masculinas"],
  department: "fragancias",
  skusInProduct: 3,
  pictures: ["products/sauvage-frente.png", "products/sauvage-detalle.png"],
};
const now = new Date("2026-11-28T15:00:00.000Z");
const item = (changes: Partial<FeedRow>, saleWindow: SaleWindow | null = null, promotions: Promotion[] = []) =>
  feedItemOf({ ...row, ...changes }, { storeUrl, saleWindow, promotions, now });

describe("feedPrice ('135900.00 ARS')", () => {
  it.each([
    [13590000, "135900.00 ARS"],
    [1, "0.01 ARS"],
    [1999, "19.99 ARS"],
    [12345678905, "123456789.05 ARS"],
  ])("%i centavos → %s", (cents, text) => {
    expect(feedPrice(cents)).toBe(text);
  });
});

describe("saleWindowText (Google: 0–51 characters, start/end with their offset)", () => {
  it("writes Buenos Aires minutes with their −03:00 offset", () => {
    const text = saleWindowText({ startsAt: "2026-11-30T03:00:00.000Z", endsAt: "2026-12-03T02:59:00.000Z" });
    expect(text).toBe("2026-11-30T00:00-0300/2026-12-02T23:59-0300");
    expect(text!.length).toBeLessThanOrEqual(51);
  });
  it.each([
    ["an end before its start", { startsAt: "2026-12-03T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" }],
    ["a date that is none", { startsAt: "mañana", endsAt: "2026-12-01T00:00:00Z" }],
  ])("%s → nothing", (_, window) => {
    expect(saleWindowText(window)).toBeNull();
  });
});

describe("feedItemOf", () => {
  it("a SKU of a product with several: its own id, title, variant link and the product as its group", () => {
    expect(item({})).toEqual({
      id: "1002",
      title: "Sauvage Eau de Parfum 100 ML",
      description: "Fresco y especiado.",
      link: "https://www.esencia.com.ar/dior-sauvage-eau-de-parfum-1002/p",
      imageLink: "https://www.esencia.com.ar/media/products/sauvage-frente.png",
      additionalImageLinks: ["https://www.esencia.com.ar/media/products/sauvage-detalle.png"],
      inStock: true,
      price: "135900.00 ARS",
      salePrice: null,
      saleWindow: null,
      brand: "Dior",
      gtin: "7791234567898",
      mpn: null,
      itemGroupId: "10",
      googleProductCategory: "479",
      productType: "Fragancias > Masculinas",
      isBundle: false,
    });
  });

  it("a product's only SKU: the canonical PDP, no group", () => {
    expect(item({ skusInProduct: 1 })).toMatchObject({
      link: "https://www.esencia.com.ar/dior-sauvage-eau-de-parfum/p",
      itemGroupId: null,
    });
  });

  it("availability follows stock", () => {
    expect(item({ quantity: 0 })?.inStock).toBe(false);
  });

  it("a discounted SKU: price is the list price, sale_price the price, with its window when known", () => {
    const window = { startsAt: "2026-11-30T03:00:00.000Z", endsAt: "2026-12-03T02:59:00.000Z" };
    expect(item({ priceCents: 10990000, listPriceCents: 13590000 }, window)).toMatchObject({
      price: "135900.00 ARS",
      salePrice: "109900.00 ARS",
      saleWindow: "2026-11-30T00:00-0300/2026-12-02T23:59-0300",
    });
    expect(item({ priceCents: 10990000, listPriceCents: 13590000 })?.saleWindow).toBeNull();
    // A window with no discount says nothing: there is no sale_price to date.
    expect(item({}, window)?.saleWindow).toBeNull();
  });

  describe("a store promotion the PDP shows for one unit (decision 126)", () => {
    const promotion: Promotion = {
      id: "p1",
      name: "30% OFF en fragancias",
      badge: "30% OFF",
      reward: { kind: "percent-off", percent: 30 },
      scope: { ...everyProduct, categories: ["/fragancias"] },
      minimumCents: 0,
      startsAt: "2026-11-27T03:00:00.000Z",
      endsAt: "2026-12-01T03:00:00.000Z",
      priority: 1,
      stacks: false,
      firstPurchase: false,
      needsCoupon: false,
      paused: false,
    };

    it("is the sale price, struck against the higher of list price and price, dated by the promotion", () => {
      expect(item({ priceCents: 10000000, listPriceCents: 12000000 }, null, [promotion])).toMatchObject({
        price: "120000.00 ARS",
        salePrice: "70000.00 ARS",
        saleWindow: "2026-11-27T00:00-0300/2026-12-01T00:00-0300",
      });
    });

    it.each([
      ["one that needs a coupon", { needsCoupon: true }],
      ["one for a first purchase", { firstPurchase: true }],
      ["one of another department", { scope: { ...everyProduct, categories: ["/maquillaje"] } }],
      ["one not started", { startsAt: "2026-11-29T03:00:00.000Z" }],
      ["a 2x1, which lowers no single unit", { reward: { kind: "buy-n-pay-m" as const, buy: 2, pay: 1 } }],
    ])("%s changes nothing", (_, changes) => {
      expect(item({}, null, [{ ...promotion, ...changes }])).toMatchObject({ price: "135900.00 ARS", salePrice: null });
    });

    it("without an end, it has no window", () => {
      expect(item({}, null, [{ ...promotion, endsAt: null }])).toMatchObject({
        salePrice: "95130.00 ARS",
        saleWindow: null,
      });
    });
  });

  it("a price above its list price is no sale", () => {
    expect(item({ priceCents: 14000000, listPriceCents: 13590000 })).toMatchObject({
      price: "140000.00 ARS",
      salePrice: null,
    });
  });

  it("an EAN that is no GTIN: the SKU id as mpn", () => {
    expect(item({ ean: "7790000010018" })).toMatchObject({ gtin: null, mpn: "1002" });
    expect(item({ ean: null })).toMatchObject({ gtin: null, mpn: "1002" });
  });

  it("a shade's title names it when its SKU name does not", () => {
    expect(
      item({ skuName: "Labial Rouge Dior", productName: "Labial Rouge Dior", variationValue: "080 Red Smile__#C8102E" })
        ?.title,
    ).toBe("Labial Rouge Dior 080 Red Smile");
  });

  it("a kit is a bundle the store put together (Google's is_bundle)", () => {
    expect(item({ isKit: true })?.isBundle).toBe(true);
  });

  it("an empty description reads as the title: both services require one", () => {
    expect(item({ description: "  " })?.description).toBe("Sauvage Eau de Parfum 100 ML");
  });

  it.each([
    ["no picture", { pictures: [] }],
    ["only an SVG, which neither service takes", { pictures: ["products/a.svg"] }],
    ["no price", { priceCents: 0 }],
  ])("%s → no item", (_, changes) => {
    expect(item(changes)).toBeNull();
  });

  it("an SVG among the pictures is skipped; at most 10 additional pictures", () => {
    const pictures = ["products/a.svg", ...Array.from({ length: 14 }, (_, index) => `products/p${index}.png`)];
    const made = item({ pictures })!;
    expect(made.imageLink).toMatch(/p0\.png$/);
    expect(made.additionalImageLinks).toHaveLength(10);
  });

  it("a department with no single Google category leaves it to the account", () => {
    expect(item({ department: "regalos" })?.googleProductCategory).toBeNull();
  });
});
