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
    expect(markupOnce(copy, "menús", render("uno"))).toBe("<p>uno</p>");
    expect(markupOnce(copy, "menús", render("otro"))).toBe("<p>uno</p>");
    expect(markupOnce(copy, "cajón", render("dos"))).toBe("<p>dos</p>");
    expect(markupOnce({}, "menús", render("tres"))).toBe("<p>tres</p>");
    expect(renders()).toBe(3);
  });

  it("keeps content made per request by its text: the same facets write the same markup once", () => {
    const { render, renders } = counted();
    const facets = JSON.stringify([{ key: "marca", values: ["dior"] }]);
    expect(markupOnce(facets, "facetas", render("dior"))).toBe("<p>dior</p>");
    expect(markupOnce(JSON.stringify([{ key: "marca", values: ["dior"] }]), "facetas", render("x"))).toBe(
      "<p>dior</p>",
    );
    expect(markupOnce(JSON.stringify([{ key: "marca", values: ["chanel"] }]), "facetas", render("chanel"))).toBe(
      "<p>chanel</p>",
    );
    expect(markupOnce(facets, "otra", render("otra"))).toBe("<p>otra</p>");
    expect(renders()).toBe(3);
  });
});
