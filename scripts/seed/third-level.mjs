// The third level of the category tree (spec storefront-shell §2.3 "third-level links"): make-up,
// skincare and nails by product type ('Bases', 'Sérums'), fragrances by concentration ('Eau de
// Parfum'). Placed after everything else is generated, so kits, packs, boutiques and co-views read
// the same second-level categories as before, and no random draw moves.
import { slugify } from "./format.mjs";
import { kinds, presentations } from "./kinds.mjs";

/** Concentrations, longest name first: 'Eau de Parfum' is not a 'Parfum'. */
const concentrations = presentations.map(([name]) => name).sort((a, b) => b.length - a.length);
const concentrationOf = (presentation) => concentrations.find((name) => presentation?.endsWith(name)) ?? null;

/** Third-level names under each second-level path, for every kind, whether or not a product has it yet. */
function thirdLevelNames() {
  const names = new Map();
  const add = (path, name) => names.set(path, [...new Set([...(names.get(path) ?? []), name])]);
  for (const kind of Object.values(kinds)) {
    const path = `/${slugify(kind.department)}/${slugify(kind.category)}`;
    if (kind.subcategory) add(path, kind.subcategory);
    else if (kind.department === "Fragancias") for (const [name] of presentations) add(path, name);
  }
  return names;
}

/**
 * Appends the third-level categories (ids after the existing ones) and moves each line product
 * (`kindOf` knows its kind) into its own; kits and gifts stay in their second-level category.
 */
export function addThirdLevel(categories, products, kindOf) {
  const byPath = new Map(categories.map((category) => [category.path, category]));
  for (const [parentPath, names] of thirdLevelNames()) {
    const parent = byPath.get(parentPath);
    for (const name of names) {
      const category = {
        id: categories.length + 1,
        parent_id: parent.id,
        name,
        slug: slugify(name),
        path: `${parentPath}/${slugify(name)}`,
        depth: 3,
      };
      categories.push(category);
      byPath.set(category.path, category);
    }
  }
  const pathOf = new Map(categories.map((category) => [category.id, category.path]));
  for (const product of products) {
    const kind = kinds[kindOf.get(product.id)];
    if (!kind) continue;
    const name = kind.subcategory ?? (kind.department === "Fragancias" ? concentrationOf(product.presentation) : null);
    const leaf = name ? byPath.get(`${pathOf.get(product.category_id)}/${slugify(name)}`) : undefined;
    if (leaf) product.category_id = leaf.id;
  }
}
