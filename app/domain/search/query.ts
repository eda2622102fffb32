import type { ProductSummary } from "../product";

/** Spec storefront-shell §9 "Sort options"; the default is score_desc. */
export const sortLabels = {
  price_desc: "Precio, descendente",
  price_asc: "Precio, ascendente",
  orders_desc: "Top ventas",
  name_asc: "Nombre, A-Z",
  name_desc: "Nombre, Z-A",
  release_desc: "Fecha de lanzamiento",
  discount_desc: "Descuento",
  score_desc: "Relevancia",
} as const;
export type SortKey = keyof typeof sortLabels;
export const defaultSort: SortKey = "score_desc";

/** A selected facet as the URL and the spec's `selectedFacets` carry it, e.g. {key:'brand', value:'dior'}. */
export type SelectedFacet = { key: string; value: string };

/** Spec storefront-shell §3.3 "Search query variables" (channel and locale are implicit here). */
export type SearchQuery = {
  term?: string;
  selectedFacets?: SelectedFacet[];
  sort?: SortKey;
  first?: number;
  /** A string offset in the spec; default '0'. */
  after?: string;
  sponsoredCount?: number;
};

/** How many results hold a facet value, as the index counts them. */
export type IndexedFacetCount = { key: string; value: string; label: string; quantity: number };

export type FacetValue = { label: string; value: string; quantity: number; selected: boolean };
export type BooleanFacet = { __typename: "StoreFacetBoolean"; key: string; label: string; values: FacetValue[] };
/** Price range in pesos: the absolute bounds of the result set and the selected ones. */
export type RangeFacet = {
  __typename: "StoreFacetRange";
  key: "price";
  label: string;
  min: { selected: number; absolute: number };
  max: { selected: number; absolute: number };
};
export type Facet = BooleanFacet | RangeFacet;

/**
 * Spec §3.3 "search.metadata", plus the term actually searched when a typo was corrected, and a
 * term to offer instead when nothing was found (decision 077, no dead ends).
 */
export type SearchMetadata = {
  isTermMisspelled: boolean;
  logicalOperator: "and" | "or";
  correctedTerm: string | null;
  suggestedTerm: string | null;
};

export type SearchResult = {
  products: ProductSummary[];
  totalCount: number;
  facets: Facet[];
  metadata: SearchMetadata;
};

/** Spec §9 "Suggestions: at most 5 terms and 5 products". */
export type Suggestions = { terms: string[]; products: ProductSummary[] };
