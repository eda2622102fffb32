// Spec storefront-shell §9 "Facet relabelling and hiding" and §2.14 (the static 'Descuento' links):
// how a listing page shows the engine's facets, per path.
import { discountBands } from "../search/facets";
import type { BooleanFacet, Facet, RangeFacet } from "../search/query";

/** §3.3 Facet __typename 'discountLinks': the discount pages, reached by a full page load. */
export type DiscountLinksFacet = {
  __typename: "discountLinks";
  key: "discount";
  label: "Descuento";
  links: { label: string; url: string; current: boolean }[];
};
export type ShownFacet = BooleanFacet | RangeFacet | DiscountLinksFacet;

const categoryPaths = ["/fragancias", "/maquillaje", "/tratamiento", "/capilar"] as const;
type CategoryPath = (typeof categoryPaths)[number];

/** "On /fragancias, 'sub-categoría' becomes 'Género'. On /maquillaje, 'sub-categoría' becomes 'Tipo' …" */
const subCategoryLabel: Record<CategoryPath, string> = {
  "/fragancias": "Género",
  "/maquillaje": "Tipo",
  "/tratamiento": "Tipo",
  "/capilar": "Tipo",
};

/** "'category 5' becomes 'Presentación', and 'presentación' becomes 'Tamaño'." */
const relabelled: Record<string, string> = { "category 5": "Presentación", presentación: "Tamaño" };
/**
 * "Facet order outside the four category paths: categoría 1, departamento 2, sub-categoría 3, marca
 * 4, tamaño 5, presentación 6, precio 7, all others last" — by catalogue label, before relabelling.
 */
const order = ["categoría", "departamento", "sub-categoría", "marca", "presentación", "category 5", "precio"];
const rank = (catalogueLabel: string) =>
  order.includes(catalogueLabel) ? order.indexOf(catalogueLabel) : order.length;

/** The department path a listing path belongs to, when it is one of the four with special labels. */
function categoryPathOf(path: string): CategoryPath | null {
  const department = `/${path.split("/").filter(Boolean)[0] ?? ""}`.toLowerCase();
  return categoryPaths.find((candidate) => candidate === department) ?? null;
}

/** "The category value 'Low Cost' is shown as 'Semiselectivo'." */
const valueLabel = (label: string) => (label === "Low Cost" ? "Semiselectivo" : label);

/**
 * The facets of a listing at `path`, relabelled, hidden and ordered by §9; the facet keys the path
 * itself fixes (its department, category, brand or collection) are not offered again.
 */
export function shownFacets(facets: Facet[], path: string, fixedKeys: ReadonlySet<string>): ShownFacet[] {
  const categoryPath = categoryPathOf(path);
  const shown: { facet: ShownFacet; rank: number }[] = [];
  for (const facet of facets) {
    // The third level is a path of its own (the menus' third-level links), not a filter of the page.
    if (
      fixedKeys.has(facet.key) ||
      facet.label === "productClusterNames" ||
      facet.key === "discount" ||
      facet.key === "category-3"
    )
      continue;
    // "On /maquillaje … 'presentación' becomes 'Tamaño' and is hidden."
    if (categoryPath === "/maquillaje" && facet.label === "presentación") continue;
    const label =
      categoryPath && facet.label === "sub-categoría"
        ? subCategoryLabel[categoryPath]
        : (relabelled[facet.label] ?? facet.label);
    const relabelledFacet: ShownFacet =
      facet.__typename === "StoreFacetBoolean"
        ? { ...facet, label, values: facet.values.map((value) => ({ ...value, label: valueLabel(value.label) })) }
        : { ...facet, label };
    shown.push({ facet: relabelledFacet, rank: categoryPath ? 0 : rank(facet.label) });
  }
  shown.sort((a, b) => a.rank - b.rank);
  return [...shown.map(({ facet }) => facet), discountLinks(path)];
}

/** §2.14 "A static discount-link group (facet 'Descuento')", the current page's link marked. */
export function discountLinks(path: string): DiscountLinksFacet {
  return {
    __typename: "discountLinks",
    key: "discount",
    label: "Descuento",
    links: discountBands.map(({ slug, label }) => ({
      label,
      url: `/${slug}`,
      current: path.toLowerCase() === `/${slug}`,
    })),
  };
}
