// Spec storefront-shell §2.15 "Breadcrumbs (listing, search and departmental pages)".

export type ListingCrumb = { name: string; href: string };

/** "Crumb text shows only its first letter in upper case." */
export const crumbText = (text: string) => {
  const lower = text.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
};

/** "hyphens turned into spaces and each word capitalised", then shown with only its first letter upper. */
const segmentName = (segment: string) => crumbText(segment.replace(/-/g, " "));

const home: ListingCrumb = { name: "Inicio", href: "/" };

/**
 * "On a departmental path (any path other than /s, / or one ending in /p): each path segment becomes
 * a crumb […]; each crumb links to the accumulated path, and the last links to #."
 */
export function departmentalCrumbs(path: string): ListingCrumb[] {
  const segments = path.split("/").filter(Boolean);
  return [
    home,
    ...segments.map((segment, i) => ({
      name: segmentName(segment),
      href: i === segments.length - 1 ? "#" : `/${segments.slice(0, i + 1).join("/")}`,
    })),
  ];
}

const categoryLevel = (key: string) => /^category-(\d+)$/.exec(key)?.[1];

/**
 * "On /s with category-N parameters: categories are sorted by N; the order is the first category,
 * then the brand if present, then the remaining categories; each crumb links to /s? carrying the
 * non-category, non-brand parameters plus the category and brand parameters up to that level; the
 * last crumb links to #. Otherwise […] 'Inicio' (/) then 'Búsqueda' (#)."
 */
export function searchCrumbs(params: URLSearchParams): ListingCrumb[] {
  const categories = [...params.entries()]
    .filter(([key]) => categoryLevel(key) !== undefined)
    .sort(([a], [b]) => Number(categoryLevel(a)) - Number(categoryLevel(b)));
  if (!categories.length) return [home, { name: "Búsqueda", href: "#" }];
  const brand = params.get("brand");
  const levels: [string, string][] = [
    categories[0]!,
    ...(brand ? [["brand", brand] as [string, string]] : []),
    ...categories.slice(1),
  ];
  const kept = [...params.entries()].filter(
    ([key]) => key !== "brand" && categoryLevel(key) === undefined && key !== "page",
  );
  return [
    home,
    ...levels.map(([, value], i) => {
      const query = new URLSearchParams([...kept, ...levels.slice(0, i + 1)]);
      return { name: segmentName(value), href: i === levels.length - 1 ? "#" : `/s?${query}` };
    }),
  ];
}

/** schema.org BreadcrumbList for the crumbs ('#' stands for the page itself). */
export function breadcrumbJsonLd(crumbs: ListingCrumb[], pageUrl: string, storeUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: crumb.href === "#" ? pageUrl : `${storeUrl}${crumb.href}`,
    })),
  };
}
