// Spec products-and-buying §2.4 "Breadcrumb": "'Inicio' at / followed by the product's breadcrumb
// list. […] For products in a luxury brand's boutique collection, the breadcrumb is instead: Inicio ›
// the brand boutique at /shop-{brand} › a category taken from a collection-name mapping. Mapping
// renames: FragMasc → 'Fragancias masculinas'; FragFem → 'FRAGANCIAS Femeninas'; Maquillaje Ojos,
// Maquillaje Tez and Maquillaje labios → 'Maquillaje'. Collection ids 1528–1578, 1719, 1780, 1787
// and 1815 map to boutique category names." 'Inicio' is the page's to add; this is the list after it.

export type BreadcrumbItem = { item: string; name: string; position: number };
type Crumbed = {
  name: string;
  slug: string;
  brand: { name: string; slug: string };
  /** Department first. */
  categories: { name: string; path: string }[];
  clusters: { id: string; name: string }[];
};

const boutiqueIds = new Set([1719, 1780, 1787, 1815]);
const renames: Record<string, string> = {
  FragMasc: "Fragancias masculinas",
  FragFem: "FRAGANCIAS Femeninas",
  "Maquillaje Ojos": "Maquillaje",
  "Maquillaje Tez": "Maquillaje",
  "Maquillaje labios": "Maquillaje",
};

export function isBoutiqueCollection(id: string): boolean {
  if (!/^\d+$/.test(id)) return false;
  const number = Number(id);
  return (number >= 1528 && number <= 1578) || boutiqueIds.has(number);
}

/** A boutique collection is named '… - {category}' ('Boutique Dior - FragFem'); the category, renamed. */
export function boutiqueCategory(collectionName: string): string {
  const category = collectionName.split(" - ").at(-1)!.trim();
  return renames[category] ?? category;
}

const slugOf = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The boutique crumbs when the product is in a boutique collection (lowest id first), else its category path and itself. */
export function breadcrumbFor(product: Crumbed): BreadcrumbItem[] {
  const boutique = product.clusters
    .filter((cluster) => isBoutiqueCollection(cluster.id))
    .sort((a, b) => Number(a.id) - Number(b.id))[0];
  if (boutique) {
    const home = `/shop-${product.brand.slug}`;
    const category = boutiqueCategory(boutique.name);
    return [
      { item: home, name: product.brand.name, position: 1 },
      { item: `${home}/${slugOf(category)}`, name: category, position: 2 },
    ];
  }
  return [
    ...product.categories.map((category, index) => ({ item: category.path, name: category.name, position: index + 1 })),
    { item: `/${product.slug}/p`, name: product.name, position: product.categories.length + 1 },
  ];
}

/** "Items are shown with the first letter upper-case and the rest lower-case." */
export const crumbLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();

/** §9 "Mobile breadcrumb: at most 4 items (first 3 plus last)". */
const mobileCrumbs = 4;

/** 'Inicio' then the list, each labelled; `mobile` false for the items a phone leaves out. */
export function displayedCrumbs(items: readonly BreadcrumbItem[]): { name: string; item: string; mobile: boolean }[] {
  const all = [{ name: "Inicio", item: "/" }, ...items.map(({ name, item }) => ({ name: crumbLabel(name), item }))];
  return all.map((crumb, index) => ({
    ...crumb,
    mobile: all.length <= mobileCrumbs || index < 3 || index === all.length - 1,
  }));
}
