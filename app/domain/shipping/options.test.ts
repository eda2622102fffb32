// Spec products-and-buying §9 "Shipping options: sorted by estimatedDays ascending; price 0 shows
// 'Gratis'; other prices use es-AR format with no decimals; 'Up to' → 'En hasta'; 'business days' →
// 'días hábiles'; methods: Same Day in the capital city via a courier; Express via a courier; store
// pickup; pickup at carrier branches and points; Standard via a courier."
import { describe, expect, it } from "vitest";

import { defaultCheckout } from "../../content/checkout";
import {
  estimateLabel,
  needsAddress,
  pickupStoresFor,
  shippingOptionIds,
  shippingOptionsFor,
  shippingPriceLabel,
} from "./options";

const stores = [{ id: "1", name: "Esencia Alto Palermo", province: "Ciudad Autónoma de Buenos Aires" }];
/** A business morning, before every cut-off: Tuesday 1 December 2026, 10:00 in Buenos Aires. */
const tuesdayMorning = new Date("2026-12-01T10:00:00-03:00");
const optionsFor = (zones: string[], total = 50_000, now = tuesdayMorning) =>
  shippingOptionsFor({ zones, total, stores, settings: defaultCheckout, now });

describe("shippingOptionsFor", () => {
  it("offers every method in the capital, fastest first", () => {
    expect(optionsFor(["CABA"]).map((option) => [option.id, option.estimatedDays, option.price])).toEqual([
      ["same-day", 0, 6_900],
      ["express", 1, 5_400],
      ["standard", 2, 3_900],
      ["pickup", 2, 0],
      ["carrier-point", 3, 3_120],
    ]);
  });

  it.each<[string, string[], string[]]>([
    ["Same Day only in the capital", ["GBA"], ["express", "pickup", "standard", "carrier-point"]],
    ["no Express far from AMBA", ["Patagonia"], ["pickup", "standard", "carrier-point"]],
    ["a postal code outside every zone gets nothing", [], []],
  ])("%s", (_, zones, ids) => expect(optionsFor(zones).map((option) => option.id)).toEqual(ids));

  it("makes Standard and carrier points free from the free-shipping threshold on", () => {
    const prices = Object.fromEntries(optionsFor(["GBA"], 120_000).map((option) => [option.id, option.price]));
    expect(prices).toEqual({ express: 6_200, standard: 0, "carrier-point": 0, pickup: 0 });
  });
});

// Decision 122: "free shipping" is one of the promotions' rewards; the order records the price it waived.
describe("shippingOptionsFor with a free-shipping promotion", () => {
  const promoted = (zones: string[], total: number) =>
    shippingOptionsFor({
      zones,
      total,
      stores,
      settings: defaultCheckout,
      now: tuesdayMorning,
      promotedFreeShipping: true,
    });

  it.each<[string, string[], number, Record<string, [number, number | undefined]>]>([
    [
      "every option in the capital is free, each keeping the price it waived",
      ["CABA"],
      50_000,
      {
        "same-day": [0, 6_900],
        express: [0, 5_400],
        standard: [0, 3_900],
        pickup: [0, undefined],
        "carrier-point": [0, 3_120],
      },
    ],
    [
      "above the threshold Standard and carrier points were free already: nothing waived there",
      ["GBA"],
      120_000,
      { express: [0, 6_200], standard: [0, undefined], "carrier-point": [0, undefined], pickup: [0, undefined] },
    ],
  ])("%s", (_, zones, total, expected) =>
    expect(
      Object.fromEntries(promoted(zones, total).map((option) => [option.id, [option.price, option.waived]])),
    ).toEqual(expected),
  );
});

// Decision 118, from the issue: "'Same Day — Llega hoy' is offered after its cut-off hour and on
// holidays: delivery promises follow cut-off hours and Argentine holidays set in config:checkout."
// Seeded cut-offs: Same Day 13:00, the rest 15:00 (Buenos Aires).
describe("shippingOptionsFor at a given instant", () => {
  it.each<[string, string, [string, number][]]>([
    [
      "before Same Day's cut-off: Llega hoy",
      "2026-12-01T12:59:00-03:00",
      [
        ["same-day", 0],
        ["express", 1],
        ["standard", 2],
        ["pickup", 2],
        ["carrier-point", 3],
      ],
    ],
    [
      "after Same Day's cut-off, before the others': no Same Day",
      "2026-12-01T13:00:00-03:00",
      [
        ["express", 1],
        ["standard", 2],
        ["pickup", 2],
        ["carrier-point", 3],
      ],
    ],
    [
      "after every cut-off: the count starts the next business day",
      "2026-12-01T15:30:00-03:00",
      [
        ["express", 2],
        ["standard", 3],
        ["pickup", 3],
        ["carrier-point", 4],
      ],
    ],
    [
      "on a Saturday morning: no Same Day, handled on Monday",
      "2026-12-05T09:00:00-03:00",
      [
        ["express", 2],
        ["standard", 3],
        ["pickup", 3],
        ["carrier-point", 4],
      ],
    ],
    [
      "on a holiday morning (Inmaculada Concepción, Tuesday 8 December): no Same Day",
      "2026-12-08T09:00:00-03:00",
      [
        ["express", 2],
        ["standard", 3],
        ["pickup", 3],
        ["carrier-point", 4],
      ],
    ],
  ])("%s", (_, instant, expected) =>
    expect(optionsFor(["CABA"], 50_000, new Date(instant)).map((option) => [option.id, option.estimatedDays])).toEqual(
      expected,
    ),
  );
});

// §9 "Same Day in the capital city via a courier; Express via a courier; store pickup; pickup at
// carrier branches and points; Standard via a courier": a courier comes to the door, so only those
// ask for a street address (the order form's hint, its schema and each option's channel).
describe("needsAddress", () => {
  it.each<[string, string, boolean]>([
    ["Same Day, by courier", shippingOptionIds.sameDay, true],
    ["Express, by courier", shippingOptionIds.express, true],
    ["Standard, by courier", shippingOptionIds.standard, true],
    ["carrier branches and points", shippingOptionIds.carrierPoint, false],
    ["store pickup", shippingOptionIds.storePickup, false],
    ["an id the shop does not offer", "drone", false],
  ])("%s", (_, id, expected) => expect(needsAddress(id)).toBe(expected));

  it("agrees with the channel of every option offered", () => {
    for (const option of optionsFor(["CABA"]))
      expect([option.id, needsAddress(option.id)]).toEqual([option.id, option.deliveryChannel === "delivery"]);
  });
});

// Issue "Small": "Tierra del Fuego offered pickup in a Buenos Aires store in 2 days". §9 "store
// pickup" is a store of the shopper's own province, or no pickup at all.
describe("pickupStoresFor", () => {
  const shops = [
    { id: "1", name: "Esencia Alto Palermo", province: "Ciudad Autónoma de Buenos Aires" },
    { id: "3", name: "Esencia Unicenter", province: "Buenos Aires" },
    { id: "20", name: "Esencia Bahía Blanca Plaza", province: "Buenos Aires" },
    { id: "5", name: "Esencia Patio Olmos", province: "Córdoba" },
    { id: "6", name: "Esencia Alto Rosario", province: "Santa Fe" },
  ];
  it.each<[string, string, string[]]>([
    ["Tierra del Fuego (9410): no store there, no pickup", "9410", []],
    ["Tierra del Fuego by its CPA", "V9410AAA", []],
    ["the capital", "1425", ["1"]],
    ["the capital by its CPA", "C1425ABC", ["1"]],
    ["Greater Buenos Aires is Buenos Aires province", "1640", ["3", "20"]],
    ["Bahía Blanca is Buenos Aires province", "8000", ["3", "20"]],
    ["Rosario is Santa Fe", "2000", ["6"]],
    ["Córdoba", "X5000ABC", ["5"]],
    ["an unknown code", "0999", []],
  ])("%s", (_, postalCode, ids) => expect(pickupStoresFor(shops, postalCode).map((shop) => shop.id)).toEqual(ids));

  it("so Tierra del Fuego's options have no 'Retiro en tienda'", () => {
    const options = shippingOptionsFor({
      zones: ["Patagonia"],
      total: 50_000,
      stores: pickupStoresFor(shops, "9410"),
      settings: defaultCheckout,
      now: tuesdayMorning,
    });
    expect(options.map((option) => option.id)).not.toContain("pickup");
  });
});

describe("labels", () => {
  it.each<[number, string]>([
    [0, "Gratis"],
    [3_900, "$3.900"],
    [12_345.6, "$12.346"],
  ])("price %d → %s", (price, label) => expect(shippingPriceLabel(price)).toBe(label));

  it.each<[number, string]>([
    [0, "Llega hoy"],
    [1, "En hasta 1 día hábil"],
    [5, "En hasta 5 días hábiles"],
  ])("%d days → %s", (days, label) => expect(estimateLabel(days)).toBe(label));
});
