// Spec storefront-shell §2.2 "Landing pages: Page SEO: title, description, canonical (default
// {storeUrl}/{slug}), a title template, and open-graph type website".
import { describe, expect, it } from "vitest";

import { canonicalUrl, pageMeta, pageTitle } from "./meta";

describe("canonicalUrl", () => {
  it.each([
    ["https://esencia.com.ar", "/dia-de-la-madre", "https://esencia.com.ar/dia-de-la-madre"],
    ["https://esencia.com.ar/", "/sauvage-12/p", "https://esencia.com.ar/sauvage-12/p"],
    ["http://localhost:8787", "/", "http://localhost:8787/"],
    // One page, one canonical: case, trailing and repeated slashes do not make another page.
    ["https://esencia.com.ar", "/FRAGANCIAS", "https://esencia.com.ar/fragancias"],
    ["https://esencia.com.ar", "/fragancias/", "https://esencia.com.ar/fragancias"],
    ["https://esencia.com.ar", "/Fragancias//Femeninas/?page=2", "https://esencia.com.ar/fragancias/femeninas?page=2"],
    ["https://esencia.com.ar", "//otro.example/x", "https://esencia.com.ar/otro.example/x"],
  ])("%s + %s → %s", (storeUrl, path, expected) => {
    expect(canonicalUrl(storeUrl, path)).toBe(expected);
  });
});

describe("pageMeta", () => {
  it("applies the title template and defaults og:type to website", () => {
    const meta = pageMeta({
      title: "Día de la Madre",
      description: "Regalos",
      storeUrl: "https://esencia.com.ar",
      path: "/dia-de-la-madre",
    });
    expect(meta).toContainEqual({ title: "Día de la Madre | Esencia" });
    expect(meta).toContainEqual({ property: "og:type", content: "website" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://esencia.com.ar/dia-de-la-madre" });
  });

  it("never lets a control or format character into the title or description", () => {
    const meta = pageMeta({
      title: 'Resultados para "dior\u0000\u202E"',
      description: "a\u0007b",
      storeUrl: "https://esencia.com.ar",
      path: "/s",
    });
    expect(meta).toContainEqual({ title: 'Resultados para "dior " | Esencia' });
    expect(meta).toContainEqual({ name: "description", content: "a b" });
  });

  it("keeps a title that already names the store", () => {
    expect(pageTitle("Esencia: perfumes y maquillaje")).toBe("Esencia: perfumes y maquillaje");
  });
});
