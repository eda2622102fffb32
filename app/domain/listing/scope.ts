// Spec storefront-shell §2.1 "any other path: Product listing (departmental/category/collection)
// page" and the discount-band pages: what a listing path shows, decided from the catalogue's names.
import { discountBands } from "../search/facets";
import type { SelectedFacet } from "../search/query";

export type CategoryNode = { slug: string; name: string; categories?: CategoryNode[] };

/** The catalogue's listable names, by the slugs and ids listing URLs use. */
export type ListingDirectory = {
  /** The category tree: departments, their categories and those categories' third level. */
  departments: CategoryNode[];
  brands: { slug: string; name: string }[];
  collections: { id: string; name: string; seoTitle: string | null }[];
};

export type ListingScope = {
  kind: "department" | "category" | "discount" | "brand" | "collection";
  /** §2.13 "Title: the search term or the collection SEO title". */
  title: string;
  /** The filters the path itself sets: the page's facets never offer them again. */
  facets: SelectedFacet[];
};

/** '/Fragancias/Femeninas/' → ['fragancias', 'femeninas']. */
export const pathSegments = (path: string) => path.toLowerCase().split("/").filter(Boolean);

/**
 * The nodes a path walks down the category tree ('/fragancias/femeninas/eau-de-parfum' → three),
 * or null when a segment names no category there.
 */
function categoryChain(segments: string[], departments: readonly CategoryNode[]): CategoryNode[] | null {
  const chain: CategoryNode[] = [];
  let level: readonly CategoryNode[] = departments;
  for (const segment of segments) {
    const node = level.find((candidate) => candidate.slug === segment);
    if (!node) return null;
    chain.push(node);
    level = node.categories ?? [];
  }
  return chain;
}

/** The listing a path names, or null (a 404): a category of any level, discount band, brand or collection. */
export function listingScope(path: string, directory: ListingDirectory): ListingScope | null {
  const segments = pathSegments(path);
  const [first] = segments;
  if (!first) return null;
  const chain = categoryChain(segments, directory.departments);
  if (chain) {
    return {
      kind: chain.length === 1 ? "department" : "category",
      title: chain.at(-1)!.name,
      // category-N is the Nth level, as on /s (§2.1 "category-1, category-2, … (category-N)").
      facets: chain.map((node, i) => ({ key: `category-${i + 1}`, value: node.slug })),
    };
  }
  if (segments.length > 1) return null;
  const band = discountBands.find((candidate) => candidate.slug === first);
  if (band) return { kind: "discount", title: band.label, facets: [{ key: "discount", value: band.slug }] };
  const brand = directory.brands.find((candidate) => candidate.slug === first);
  if (brand) return { kind: "brand", title: brand.name, facets: [{ key: "brand", value: brand.slug }] };
  const collection = directory.collections.find((candidate) => candidate.id.toLowerCase() === first);
  if (collection)
    return {
      kind: "collection",
      title: collection.seoTitle ?? collection.name,
      facets: [{ key: "productClusterIds", value: collection.id }],
    };
  return null;
}
