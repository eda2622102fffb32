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

  it("fills each write's holes into the kept markup, escaped as React escapes them, and keeps them out of the key (decision 104)", () => {
    let renders = 0;
    const form = (marked: Record<string, string>) => {
      renders += 1;
      return createElement(
        "form",
        { id: marked.id },
        createElement("input", { type: "hidden", name: "redirectTo", value: marked.redirectTo }),
      );
    };
    const key = 'huecos\u0000{"sku":"100109"}';
    expect(markupOnce.hydrated(key, form, { id: ":R1:", redirectTo: "/fragancias?marca=dior&orden=precio" })).toBe(
      '<form id=":R1:"><input type="hidden" name="redirectTo" value="/fragancias?marca=dior&amp;orden=precio"/></form>',
    );
    expect(markupOnce.hydrated(key, form, { id: ":R2:", redirectTo: '/s?q="<perfume>"' })).toBe(
      '<form id=":R2:"><input type="hidden" name="redirectTo" value="/s?q=&quot;&lt;perfume&gt;&quot;"/></form>',
    );
    expect(renders).toBe(1);
  });

  it("renders content that carries a NUL of its own with its values, not from a template", () => {
    const note = (marked: Record<string, string>) =>
      createElement("p", { title: marked.redirectTo }, "a\u0000b\u0000c");
    const key = 'nul\u0000{"nota":1}';
    expect(markupOnce.hydrated(key, note, { redirectTo: "/uno" })).toBe('<p title="/uno">a\u0000b\u0000c</p>');
    expect(markupOnce.hydrated(key, note, { redirectTo: "/dos" })).toBe('<p title="/dos">a\u0000b\u0000c</p>');
  });
});
