import { describe, expect, it } from "vitest";

import { breadcrumbJsonLd, crumbText, departmentalCrumbs, searchCrumbs } from "./breadcrumbs";

describe("listing breadcrumbs (spec storefront-shell §2.15)", () => {
  it("on a departmental path each segment becomes a crumb linking to the accumulated path, the last to #", () => {
    expect(departmentalCrumbs("/fragancias/femeninas")).toEqual([
      { name: "Inicio", href: "/" },
      { name: "Fragancias", href: "/fragancias" },
      { name: "Femeninas", href: "#" },
    ]);
  });

  it("turns hyphens into spaces and shows only the first letter in upper case", () => {
    expect(departmentalCrumbs("/todo-sale").at(-1)?.name).toBe("Todo sale");
    expect(crumbText("PROTECCIÓN SOLAR")).toBe("Protección solar");
  });

  it("on /s orders categories by N, the brand after the first, each linking with the parameters up to its level", () => {
    const crumbs = searchCrumbs(
      new URLSearchParams("q=perfume&category-2=femeninas&brand=dior&category-1=fragancias&sort=price_asc"),
    );
    expect(crumbs).toEqual([
      { name: "Inicio", href: "/" },
      { name: "Fragancias", href: "/s?q=perfume&sort=price_asc&category-1=fragancias" },
      { name: "Dior", href: "/s?q=perfume&sort=price_asc&category-1=fragancias&brand=dior" },
      { name: "Femeninas", href: "#" },
    ]);
  });

  it("otherwise gives 'Inicio' then 'Búsqueda' (#)", () => {
    expect(searchCrumbs(new URLSearchParams("q=labial"))).toEqual([
      { name: "Inicio", href: "/" },
      { name: "Búsqueda", href: "#" },
    ]);
  });

  it("is also a schema.org BreadcrumbList", () => {
    const jsonLd = breadcrumbJsonLd(
      departmentalCrumbs("/fragancias"),
      "https://esencia.test/fragancias",
      "https://esencia.test",
    );
    expect(jsonLd.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Inicio", item: "https://esencia.test/" },
      { "@type": "ListItem", position: 2, name: "Fragancias", item: "https://esencia.test/fragancias" },
    ]);
  });
});
