// Spec storefront-shell §2.1 "any other path: Product listing (departmental/category/collection)
// page" and the discount-band pages: what a listing path shows, decided from the catalogue's names.
import { discountBands } from "../search/facets";
import type { SelectedFacet } from "../search/query";

/** The catalogue's listable names, by the slugs and ids listing URLs use. */
export type ListingDirectory = {
  departments: { slug: string; name: string; categories: { slug: string; name: string }[] }[];
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

/** The listing a path names, or null (a 404): department, department/category, discount band, brand or collection. */
export function listingScope(path: string, directory: ListingDirectory): ListingScope | null {
  const segments = pathSegments(path);
  const [first, second] = segments;
  if (!first || segments.length > 2) return null;
  const department = directory.departments.find((candidate) => candidate.slug === first);
  if (second !== undefined) {
    const category = department?.categories.find((candidate) => candidate.slug === second);
    if (!department || !category) return null;
    return {
      kind: "category",
      title: category.name,
      facets: [
        { key: "category-1", value: department.slug },
        { key: "category-2", value: category.slug },
      ],
    };
  }
  if (department) return { kind: "department", title: department.name, facets: [{ key: "category-1", value: department.slug }] };
  const band = discountBands.find((candidate) => candidate.slug === first);
  if (band) return { kind: "discount", title: band.label, facets: [{ key: "discount", value: band.slug }] };
  const brand = directory.brands.find((candidate) => candidate.slug === first);
  if (brand) return { kind: "brand", title: brand.name, facets: [{ key: "brand", value: brand.slug }] };
  const collection = directory.collections.find((candidate) => candidate.id.toLowerCase() === first);
  if (collection) return { kind: "collection", title: collection.seoTitle ?? collection.name, facets: [{ key: "productClusterIds", value: collection.id }] };
  return null;
}
