import { describe, expect, it } from "vitest";

import { oncePerCopies, oncePerCopy } from "./once-per-copy";

describe("oncePerCopy", () => {
  it("makes a slot's value once per copy and gives it back after", () => {
    const once = oncePerCopy<string>();
    const copy = { version: 1 };
    let made = 0;
    const make = () => `hecho ${++made}`;
    expect(once(copy, "panel", make)).toBe("hecho 1");
    expect(once(copy, "panel", make)).toBe("hecho 1");
    expect(made).toBe(1);
  });

  it("keeps each slot of a copy apart", () => {
    const once = oncePerCopy<string>();
    const copy = {};
    expect(once(copy, "fragancias", () => "A")).toBe("A");
    expect(once(copy, "maquillaje", () => "B")).toBe("B");
    expect(once(copy, "fragancias", () => "C")).toBe("A");
  });

  it("makes it again for a new copy of the same content (a publish)", () => {
    const once = oncePerCopy<string>();
    expect(once({ title: "Novedades" }, "panel", () => "antes")).toBe("antes");
    expect(once({ title: "Novedades" }, "panel", () => "después")).toBe("después");
  });

  it("keeps an empty value made once as made", () => {
    const once = oncePerCopy<string>();
    const copy = {};
    let made = 0;
    once(copy, "vacío", () => (made++, ""));
    once(copy, "vacío", () => (made++, ""));
    expect(made).toBe(1);
  });
});

describe("oncePerCopies (decision 102: the shell's content, packed once per copy of its documents)", () => {
  it("makes the value once while every copy is the same, and again when any one is replaced", () => {
    const made = oncePerCopies<number>();
    const header = {};
    const footer = {};
    const absent = {};
    let calls = 0;
    const make = () => ++calls;
    expect(made([header, footer, absent], make)).toBe(1);
    expect(made([header, footer, absent], make)).toBe(1);
    expect(made([header, {}, absent], make)).toBe(2);
    expect(made([{}, footer, absent], make)).toBe(3);
    expect(made([header, footer, absent], make)).toBe(1);
    expect(calls).toBe(3);
  });
});
