import { describe, expect, it } from "vitest";

import type { ProductSummary } from "./product";
import { isPacked, pack, packCards, unpack, unpackCards } from "./wire";

const card = (id: string, overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  id,
  sku: `${id}-1`,
  slug: `producto-${id}`,
  name: `Labial "Rouge" ${id} — edición ñandú`,
  brand: { name: "Dior" },
  brandId: "1",
  categoryPath: "/fragancias",
  image: { url: `/media/products/labial-${id}.png`, alt: `Labial ${id}` },
  unitMultiplier: 1,
  offer: { price: 25900, listPrice: 31000 },
  variants: {
    colors: [{ sku: `${id}-2`, label: "Rojo", hexColor: "#c00", price: 25900, listPrice: 31000, image: null }],
    presentations: [],
  },
  clusters: ["mas-vendidos"],
  ...overrides,
});

describe("a value on the wire (decision 102)", () => {
  it("is its JSON text, read back once per value received", () => {
    const shell = { header: { logo: { src: "/brand/esencia-logo.webp" } }, footer: null, analyticsToggle: "on" };
    const packed = pack(shell);
    expect(JSON.parse(packed.packed)).toEqual(shell);
    expect(unpack(packed)).toBe(shell);
    const received = structuredClone(packed);
    expect(unpack(received)).toEqual(shell);
    expect(unpack(received)).toBe(unpack(received));
  });

  it("is told apart from the plain objects and promises it stands beside", () => {
    expect(isPacked(structuredClone(pack({ "@type": "Product" })))).toBe(true);
    expect(isPacked({ "@type": "Product" })).toBe(false);
    expect(isPacked(Promise.resolve(null))).toBe(false);
  });
});

describe("a list of cards on the wire (decision 102)", () => {
  it("is one JSON text the browser reads back into the same cards", () => {
    const cards = [card("a"), Object.freeze(card("b")), card("c", { chosenSku: "c-2", image: null })];
    const packed = packCards(cards);
    expect(typeof packed.packed).toBe("string");
    // What the browser gets: the object decoded from the hydration data, a new one.
    const received = structuredClone(packed);
    expect(unpackCards(received)).toEqual(cards);
  });

  it("gives the server's render back the very cards it packed, and the browser one parse per list", () => {
    const cards = [card("a"), card("b")];
    const packed = packCards(cards);
    expect(unpackCards(packed)[1]).toBe(cards[1]);
    const received = structuredClone(packed);
    expect(unpackCards(received)).toBe(unpackCards(received));
  });

  it("writes an empty list as an empty one", () => {
    expect(unpackCards(structuredClone(packCards([])))).toEqual([]);
  });
});
