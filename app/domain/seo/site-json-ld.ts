// The home page's structured data: schema.org WebSite with the site search action of spec
// storefront-shell §2.1 ("The site search action target is {storeUrl}/s/?q with the input
// search_term_string") and the Organization behind the store.

const absolute = (storeUrl: string, path: string) =>
  new URL(path, storeUrl.endsWith("/") ? storeUrl : `${storeUrl}/`).toString();

export function homeJsonLd(
  storeUrl: string,
  organization: { name: string; logo: string | null; sameAs: readonly string[] },
) {
  const home = absolute(storeUrl, "/");
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": `${home}#website`,
      url: home,
      name: organization.name,
      inLanguage: "es-AR",
      publisher: { "@id": `${home}#organization` },
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${absolute(storeUrl, "/s/")}?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${home}#organization`,
      name: organization.name,
      url: home,
      ...(organization.logo ? { logo: absolute(storeUrl, organization.logo) } : {}),
      ...(organization.sameAs.length ? { sameAs: [...organization.sameAs] } : {}),
    },
  ];
}
