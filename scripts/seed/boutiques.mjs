// Luxury e-boutique collections (spec products-and-buying §2.4 "Breadcrumb", storefront-shell
// §2.22): ids 1528–1578 are a brand's boutique categories (fragrances, complexion, eyes, lips,
// treatment); 1719, 1780, 1787 and 1815 its new arrivals and best sellers. The breadcrumb reads the
// category from the name after ' - ' ('Boutique Dior - FragFem' → 'FRAGANCIAS Femeninas').

const firstBrandCategoryId = 1528;
const lastBrandCategoryId = 1578;
const boutiqueCategories = [
  ["FragFem", "fragrance", ["/fragancias/femeninas", "/fragancias/unisex"]],
  ["FragMasc", "fragrance", ["/fragancias/masculinas"]],
  ["Maquillaje Tez", "makeup", ["/maquillaje/rostro"]],
  ["Maquillaje Ojos", "makeup", ["/maquillaje/ojos"]],
  ["Maquillaje labios", "makeup", ["/maquillaje/labios"]],
  ["Tratamiento", "skincare", ["/tratamiento/rostro", "/tratamiento/cuerpo", "/tratamiento/proteccion-solar"]],
];
const shelfSize = 24;
const byRelease = (a, b) => b.release_date.localeCompare(a.release_date) || a.id - b.id;
const byOrders = (a, b) => b.orders_count - a.orders_count || a.id - b.id;

/** Boutique collections with their members; ids follow the brands' kinds, not what was drawn. */
export function addBoutiques({ brands, categories, rows }) {
  const pathOf = new Map(categories.map((category) => [category.id, category.path]));
  const luxury = brands.filter((brand) => brand.is_luxury);
  const luxuryIds = new Set(luxury.map((brand) => brand.id));
  const listed = rows.products.filter((product) => !product.is_gift && luxuryIds.has(product.brand_id));
  const collections = [];
  const add = (id, name, members) => {
    collections.push({ id: String(id), name, seo_title: null });
    members.forEach((product, position) =>
      rows.productCollections.push({ collection_id: String(id), product_id: product.id, position }),
    );
  };

  let id = firstBrandCategoryId;
  for (const brand of luxury) {
    for (const [category, group, paths] of boutiqueCategories) {
      if (!brand.groups.includes(group) || id > lastBrandCategoryId) continue;
      const members = listed.filter(
        (product) => product.brand_id === brand.id && paths.includes(pathOf.get(product.category_id)),
      );
      add(id, `Boutique ${brand.name} - ${category}`, members.sort(byOrders));
      id += 1;
    }
  }

  const fragrances = listed.filter((product) => pathOf.get(product.category_id).startsWith("/fragancias/"));
  add(1719, "Boutique - Novedades", [...listed].sort(byRelease).slice(0, shelfSize));
  add(1780, "Boutique - Más vendidos", [...listed].sort(byOrders).slice(0, shelfSize));
  add(1787, "Boutique - Novedades en fragancias", [...fragrances].sort(byRelease).slice(0, shelfSize));
  add(1815, "Boutique - Más vendidos en fragancias", [...fragrances].sort(byOrders).slice(0, shelfSize));
  return collections;
}
