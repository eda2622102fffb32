// SEO basics as a crawler reads the server's HTML: the home page's WebSite (with the search action
// of spec storefront-shell §2.1) and Organization, one canonical per page whatever the case or
// trailing slash, product offers with our shipping and return rules, robots.txt naming the sitemap.
import { expect, test } from "@playwright/test";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "server HTML, the same with and without JavaScript");

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) =>
    [JSON.parse(match[1]!)].flat(),
  ) as Record<string, unknown>[];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

test("the home page describes the WebSite, its search action and the Organization; the search target answers", async ({
  request,
  baseURL,
}) => {
  const blocks = jsonLdOf(await (await request.get("/")).text());
  const website = blocks.find((block) => block["@type"] === "WebSite");
  expect(website).toMatchObject({
    potentialAction: { "@type": "SearchAction", "query-input": "required name=search_term_string" },
  });
  const target = (website!.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate;
  expect(target).toBe(`${baseURL}/s/?q={search_term_string}`);
  expect((await request.get(target.replace(baseURL!, "").replace("{search_term_string}", "perfume"))).status()).toBe(
    200,
  );
  expect(blocks.find((block) => block["@type"] === "Organization")).toMatchObject({
    name: "Esencia",
    url: `${baseURL}/`,
  });
});

for (const path of ["/FRAGANCIAS", "/fragancias/", "/Fragancias/Femeninas/"]) {
  test(`${path} names its normal form as canonical`, async ({ request, baseURL }) => {
    const expected = `${baseURL}${path.toLowerCase().replace(/\/$/, "")}`;
    expect(canonicalOf(await (await request.get(path)).text())).toBe(expected);
  });
}

test("a product's offers state condition, shipping and returns", async ({ request }) => {
  const listing = await (await request.get("/fragancias/femeninas/eau-de-parfum")).text();
  const product = /href="(\/[a-z0-9-]+\/p)[?"]/.exec(listing)?.[1];
  const blocks = jsonLdOf(await (await request.get(product!)).text());
  const offers = (blocks.find((block) => block["@type"] === "Product")!.offers as { offers: Record<string, unknown>[] })
    .offers;
  for (const offer of offers) {
    expect(offer).toMatchObject({
      itemCondition: "https://schema.org/NewCondition",
      shippingDetails: { "@type": "OfferShippingDetails", shippingDestination: { addressCountry: "AR" } },
      hasMerchantReturnPolicy: { "@type": "MerchantReturnPolicy", merchantReturnDays: 10 },
    });
  }
});

test("robots.txt names the sitemap index, which answers", async ({ request, baseURL }) => {
  expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(await index.text()).toContain(`<loc>${baseURL}/sitemap/products-1.xml</loc>`);
});

test("/terms, the newsletter popup's default terms link, leads to the terms page", async ({ request }) => {
  const response = await request.get("/terms");
  expect(response.url()).toMatch(/\/terminos-condiciones$/);
  expect(response.status()).toBe(200);
});
