import { describe, expect, it } from "vitest";

import { deepFrozen, keptAtMost, keptAtMostOnceRead } from "./kept";

describe("keptAtMost", () => {
  it("makes a key's value once, and drops the oldest past its limit", () => {
    const made: string[] = [];
    const kept = keptAtMost<string>(2);
    const value = (key: string) => kept(key, () => (made.push(key), key.toUpperCase()));
    expect([value("a"), value("a"), value("b"), value("c"), value("b"), value("a")]).toEqual([
      "A",
      "A",
      "B",
      "C",
      "B",
      "A",
    ]);
    // 'a' was the oldest when 'c' came in, so it was made again; 'b' never left.
    expect(made).toEqual(["a", "b", "c", "a"]);
  });
});

describe("keptAtMostOnceRead", () => {
  it("reads a key once, keeps only what arrived, and drops the oldest past its limit", async () => {
    const reads: string[] = [];
    const kept = keptAtMostOnceRead<string>(2);
    const read = (key: string, fails = false) =>
      kept(key, async () => {
        reads.push(key);
        if (fails) throw new Error(`sin ${key}`);
        return key.toUpperCase();
      });
    await expect(read("a", true)).rejects.toThrow("sin a");
    expect([await read("a"), await read("a"), await read("b"), await read("c"), await read("a")]).toEqual([
      "A",
      "A",
      "B",
      "C",
      "A",
    ]);
    // The failed read was not kept; 'a' was the oldest when 'c' came in, so it was read again.
    expect(reads).toEqual(["a", "a", "b", "c", "a"]);
  });
});

describe("deepFrozen", () => {
  it("freezes a value to its leaves", () => {
    const card = deepFrozen({ name: "Sauvage", variants: { colors: [{ sku: "1" }] } });
    expect(Object.isFrozen(card.variants.colors[0])).toBe(true);
    expect(() => {
      (card.variants.colors as { sku: string }[]).push({ sku: "2" });
    }).toThrow(TypeError);
  });
});
