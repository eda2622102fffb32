import { createElement } from "react";
import { describe, expect, it } from "vitest";

import { markupOnce } from "./markup-once.server";

const counted = () => {
  let renders = 0;
  const render = (text: string) => () => {
    renders += 1;
    return createElement("p", null, text);
  };
  return { render, renders: () => renders };
};

describe("markup written once (decisions 088, 096)", () => {
  it("writes a copy's markup once per slot, again for a new copy", () => {
    const { render, renders } = counted();
    const copy = {};
    expect(markupOnce.inert(copy, "menús", render("uno"))).toBe("<p>uno</p>");
    expect(markupOnce.inert(copy, "menús", render("otro"))).toBe("<p>uno</p>");
    expect(markupOnce.inert(copy, "cajón", render("dos"))).toBe("<p>dos</p>");
    expect(markupOnce.inert({}, "menús", render("tres"))).toBe("<p>tres</p>");
    expect(renders()).toBe(3);
  });

  it("keeps content made per request by its text: the same facets write the same markup once", () => {
    const { render, renders } = counted();
    const facets = JSON.stringify([{ key: "marca", values: ["dior"] }]);
    expect(markupOnce.inert(facets, "facetas", render("dior"))).toBe("<p>dior</p>");
    expect(markupOnce.inert(JSON.stringify([{ key: "marca", values: ["dior"] }]), "facetas", render("x"))).toBe(
      "<p>dior</p>",
    );
    expect(markupOnce.inert(JSON.stringify([{ key: "marca", values: ["chanel"] }]), "facetas", render("chanel"))).toBe(
      "<p>chanel</p>",
    );
    expect(markupOnce.inert(facets, "otra", render("otra"))).toBe("<p>otra</p>");
    expect(renders()).toBe(3);
  });

  it("writes hydrated markup as the document's stream does, text separators included, once per key", () => {
    let renders = 0;
    const price = (amount: string) => () => {
      renders += 1;
      return createElement("strong", null, "$", amount);
    };
    expect(markupOnce.hydrated('tarjeta\u0000{"precio":"138.900"}', price("138.900"))).toBe(
      "<strong>$<!-- -->138.900</strong>",
    );
    expect(markupOnce.hydrated('tarjeta\u0000{"precio":"138.900"}', price("otro"))).toBe(
      "<strong>$<!-- -->138.900</strong>",
    );
    expect(markupOnce.hydrated('tarjeta\u0000{"precio":"99.000"}', price("99.000"))).toBe(
      "<strong>$<!-- -->99.000</strong>",
    );
    expect(renders).toBe(2);
  });
});
