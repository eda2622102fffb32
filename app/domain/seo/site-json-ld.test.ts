// Spec storefront-shell §2.1: "The site search action target is {storeUrl}/s/?q with the input search_term_string."
import { describe, expect, it } from "vitest";

import { homeJsonLd } from "./site-json-ld";

describe("the home page's structured data", () => {
  const [website, organization] = homeJsonLd("https://esencia.example", {
    name: "Esencia",
    logo: "/brand/esencia-logo.webp",
    sameAs: ["https://www.instagram.com/esencia.ar"],
  });

  it("is a WebSite whose search action targets {storeUrl}/s/?q with search_term_string", () => {
    expect(website).toMatchObject({
      "@type": "WebSite",
      url: "https://esencia.example/",
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: "https://esencia.example/s/?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("names the Organization with its absolute logo and profiles", () => {
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Esencia",
      url: "https://esencia.example/",
      logo: "https://esencia.example/brand/esencia-logo.webp",
      sameAs: ["https://www.instagram.com/esencia.ar"],
    });
  });
});
