/** Private and form-only paths stay out of crawlers' way; the sitemap index says where the pages are. */
export function robotsTxt(storeUrl: string): string {
  const sitemap = new URL("/sitemap.xml", storeUrl).toString();
  return [
    "User-agent: *",
    "Disallow: /checkout",
    "Disallow: /account",
    "Disallow: /pvt/",
    "Disallow: /newsletter",
    "Disallow: /studio",
    "",
    `Sitemap: ${sitemap}`,
    "",
  ].join("\n");
}
