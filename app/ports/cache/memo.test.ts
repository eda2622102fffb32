// The one memo (decisions 083, 088, 096, 102, 105): made once per key, bounded, least recently used first out.
import { describe, expect, it } from "vitest";

import { memo, objectKey } from "./memo";

describe("memo", () => {
  it("makes a key's value once, and drops the least recently used past its limit", () => {
    const made: string[] = [];
    const held = memo<string>({ limit: 2 });
    const value = (key: string) => held(key, () => (made.push(key), key.toUpperCase()));
    expect([value("a"), value("a"), value("b"), value("a"), value("c"), value("b"), value("a")]).toEqual([
      "A",
      "A",
      "B",
      "A",
      "C",
      "B",
      "A",
    ]);
    // 'b' was the least recently used when 'c' came in; then 'a' when 'b' came back, and so on.
    expect(made).toEqual(["a", "b", "c", "b", "a"]);
  });

  it("holds an empty value made once as made, but never undefined", () => {
    const held = memo<string | undefined>({ limit: 10 });
    let made = 0;
    held("vacío", () => (made++, ""));
    held("vacío", () => (made++, ""));
    held("nada", () => (made++, undefined));
    held("nada", () => (made++, undefined));
    expect(made).toBe(3);
  });

  it("makes a value again once its life is over", () => {
    let clock = 0;
    const held = memo<number>({ limit: 10, lifeMs: 1_000, now: () => clock });
    let made = 0;
    const value = () => held("versiones", () => ++made);
    expect(value()).toBe(1);
    clock = 999;
    expect(value()).toBe(1);
    clock = 1_000;
    expect(value()).toBe(2);
    clock = 500; // a clock that went back does not trust what it holds
    expect(value()).toBe(3);
  });

  it("keeps only what arrived, never a read while it runs, and tries a failed read again", async () => {
    const held = memo<Promise<string | undefined>>({ limit: 10 });
    const reads: string[] = [];
    const read = (key: string, outcome: "ok" | "fails" | "absent" = "ok") =>
      held(key, async () => {
        reads.push(key);
        if (outcome === "fails") throw new Error(`sin ${key}`);
        return outcome === "absent" ? undefined : key.toUpperCase();
      });
    await expect(read("a", "fails")).rejects.toThrow("sin a");
    // Two requests at once each read: neither waits on the other's I/O (decision 121).
    expect(await Promise.all([read("a"), read("a")])).toEqual(["A", "A"]);
    expect(await read("a")).toBe("A");
    expect(await read("b", "absent")).toBeUndefined();
    expect(await read("b")).toBe("B");
    expect(await read("b")).toBe("B");
    expect(reads).toEqual(["a", "a", "a", "b", "b"]);
  });

  it("never lets an older read that arrives late replace a newer value", async () => {
    const held = memo<Promise<number>>({ limit: 10 });
    let arrive = (_: number) => {};
    held.set("published", new Promise<number>((resolve) => (arrive = resolve)));
    held.set("published", Promise.resolve(2));
    await Promise.resolve();
    arrive(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await held.get("published")).toBe(2);
  });

  it("bounds by size when told how to measure", () => {
    const held = memo<Uint8Array>({ limit: 10, sizeOf: (bytes) => bytes.byteLength });
    held.set("a", new Uint8Array(4));
    held.set("b", new Uint8Array(4));
    held.get("a");
    held.set("c", new Uint8Array(4));
    expect([held.get("a"), held.get("b"), held.get("c")].map((bytes) => bytes?.byteLength)).toEqual([4, undefined, 4]);
    held.set("d", new Uint8Array(11)); // larger than the whole: not held at all
    expect(held.get("d")).toBeUndefined();
  });

  it("freezes what every request shares, to its leaves", async () => {
    const cards = memo<{ name: string; variants: { sku: string }[] }>({ limit: 10, frozen: true });
    const card = cards("1", () => ({ name: "Sauvage", variants: [{ sku: "1" }] }));
    expect(Object.isFrozen(card.variants[0])).toBe(true);
    expect(() => card.variants.push({ sku: "2" })).toThrow(TypeError);
    const read = memo<Promise<{ list: number[] }>>({ limit: 10, frozen: true });
    expect(Object.isFrozen((await read("k", async () => ({ list: [1] }))).list)).toBe(true);
  });
});

describe("objectKey (decisions 088, 102: made once per document object it comes from)", () => {
  it("names the very objects: the same ones give the same key, a new copy a new key", () => {
    const header = {};
    const footer = {};
    const absent = {};
    expect(objectKey(header, footer, absent)).toBe(objectKey(header, footer, absent));
    expect(objectKey(header, {}, absent)).not.toBe(objectKey(header, footer, absent));
    expect(objectKey(footer, header)).not.toBe(objectKey(header, footer));
  });
});
