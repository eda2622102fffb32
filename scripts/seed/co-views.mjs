// Co-view and co-purchase data for cross-selling (spec products-and-buying §2.6, default type
// 'whosawalsosaw'). Shoppers compare within a department, mostly the same brand or a similar price;
// buyers add the brand's other products. Gifts are never related, nor is a product to itself.
import { groupBy } from "./group-by.mjs";

const viewed = { min: 6, max: 12 };
const bought = { share: 0.3, min: 2, max: 6 };

export function addCoViews({ categories, rows, skusOf, priceOf }, { int, pick, random }) {
  const departmentOf = new Map(categories.map((category) => [category.id, category.parent_id ?? category.id]));
  const cardPrice = new Map();
  for (const product of rows.products) {
    if (!product.is_gift)
      cardPrice.set(product.id, Math.min(...skusOf.get(product.id).map((sku) => priceOf.get(sku.id))));
  }

  const listed = rows.products.filter((product) => !product.is_gift);
  const departmentKey = (product) => departmentOf.get(product.category_id);
  const byDepartment = groupBy(listed, departmentKey);
  for (const list of byDepartment.values())
    list.sort((a, b) => cardPrice.get(a.id) - cardPrice.get(b.id) || a.id - b.id);
  // Each product's neighbourhoods as lists of ids, found once: 200,000 products draw 2.5 million times.
  const ids = (products) => Int32Array.from(products, (product) => product.id);
  const sameBrand = new Map(
    [...groupBy(listed, (product) => `${departmentKey(product)}:${product.brand_id}`)].map(([key, list]) => [
      key,
      ids(list),
    ]),
  );
  const brandLine = new Map([...groupBy(listed, (product) => product.brand_id)].map(([key, list]) => [key, ids(list)]));
  const around = [];
  for (const department of byDepartment.values()) {
    const byPrice = ids(department);
    const band = Math.max(8, Math.round(department.length * 0.03));
    department.forEach((product, rank) =>
      around.push({
        id: product.id,
        byPrice,
        band,
        rank,
        sameBrand: sameBrand.get(`${departmentKey(product)}:${product.brand_id}`),
        brandLine: brandLine.get(product.brand_id),
      }),
    );
  }

  const nearPrice = ({ byPrice, band, rank }) =>
    byPrice[Math.min(byPrice.length - 1, Math.max(0, rank + int(-band, band)))];
  const sawToo = (near) => {
    const r = random();
    return r < 0.4 ? pick(near.sameBrand) : r < 0.85 ? nearPrice(near) : pick(near.byPrice);
  };
  const boughtToo = (near) => (random() < 0.5 ? pick(near.brandLine) : nearPrice(near));

  /** Writes up to `count` distinct products drawn by `draw`, best first, never the product itself. */
  const chosen = [];
  const write = (near, type, count, draw) => {
    chosen.length = 0;
    for (let attempt = 0; chosen.length < count && attempt < count * 4; attempt += 1) {
      const id = draw(near);
      if (id === near.id || chosen.includes(id)) continue;
      rows.crossSelling.push({ product_id: near.id, type, related_product_id: id, position: chosen.length });
      chosen.push(id);
    }
  };

  for (const near of around) {
    write(near, "whosawalsosaw", int(viewed.min, viewed.max), sawToo);
    if (random() < bought.share) write(near, "whoboughtalsobought", int(bought.min, bought.max), boughtToo);
  }
}
