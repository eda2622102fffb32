// Kits and packs (spec products-and-buying §3 "Kit data", "unitMultiplier"). A kit is a listable
// product whose single SKU has IsKit and KitItems of the same brand, each with its Amount; a pack
// is a SKU sold by two.
import { ean13, shelfPrice } from "./format.mjs";
import { groupBy } from "./group-by.mjs";

const isFragrance = (path) => path.startsWith("/fragancias/");
const isCare = (path) => path.startsWith("/tratamiento/");
const packPaths = new Set(["/maquillaje/unas", "/capilar/shampoo", "/capilar/acondicionador"]);

export function addKits(
  { brands, categories, rows, skusOf, priceOf, uniqueSlug, nextSkuId },
  count,
  { int, pick, chance, random },
) {
  const brandById = new Map(brands.map((brand) => [brand.id, brand]));
  const pathOf = new Map(categories.map((category) => [category.id, category.path]));
  const byBrand = groupBy(rows.products, (product) => product.brand_id);
  const careByBrand = groupBy(
    rows.products.filter((product) => isCare(pathOf.get(product.category_id))),
    (product) => product.brand_id,
  );
  const byReference = groupBy(rows.products, (product) => product.reference_id);
  const anchors = rows.products.filter((product) => byBrand.get(product.brand_id).length > 1);
  const fragranceAnchors = anchors.filter((product) => isFragrance(pathOf.get(product.category_id)));
  const otherAnchors = anchors.filter((product) => !isFragrance(pathOf.get(product.category_id)));
  const used = new Set();
  const pictured = new Map();
  let made = 0;

  /** The more popular of two draws: sets are made of lines people buy. */
  const popular = (list) => {
    const [a, b] = [pick(list), pick(list)];
    return a.orders_count >= b.orders_count ? a : b;
  };
  /** Another product of `list` than `anchor`, if there is one. */
  const other = (list, anchor) => {
    for (let attempt = 0; list && attempt < 8; attempt += 1) {
      const product = pick(list);
      if (product.id !== anchor.id) return product;
    }
    return null;
  };

  for (let attempt = 0; made < count && attempt < count * 5 && anchors.length; attempt += 1) {
    const anchor = popular(
      fragranceAnchors.length && (chance(0.75) || !otherAnchors.length) ? fragranceAnchors : otherAnchors,
    );
    if (used.has(anchor.id)) continue;
    used.add(anchor.id);
    const brand = brandById.get(anchor.brand_id);
    const sameBrand = byBrand.get(anchor.brand_id);

    // The anchor's biggest size (or first shade), then the smallest size of another presentation
    // of the line, of a body or face product of the brand, or of the anchor itself; now and then a
    // third product of the brand.
    const anchorSkus = skusOf.get(anchor.id);
    const biggest = anchorSkus.reduce((big, sku) => ((sku.size_ml ?? 0) > (big.size_ml ?? 0) ? sku : big));
    const smallest = (skus) => skus.reduce((small, sku) => ((sku.size_ml ?? 0) < (small.size_ml ?? 0) ? sku : small));
    const companion =
      (chance(0.7) && other(byReference.get(anchor.reference_id), anchor)) ||
      (chance(0.7) && other(careByBrand.get(anchor.brand_id), anchor)) ||
      (anchorSkus.length > 1 ? anchor : other(sameBrand, anchor));
    const items = [{ sku: biggest, amount: 1 }];
    for (const product of chance(0.25) ? [companion, other(sameBrand, anchor)] : [companion]) {
      if (!product) continue;
      const sku = smallest(skusOf.get(product.id));
      if (items.some((item) => item.sku.id === sku.id)) continue;
      items.push({ sku, amount: chance(0.15) ? 2 : 1 });
    }
    if (items.length < 2) continue;
    made += 1;

    const id = 1000 + rows.products.length;
    // 'Set Sauvage Eau de Parfum 200 ML + Eau de Toilette 60 ML': the line is named once.
    const label = ({ sku, amount }, position) => {
      const name =
        position > 0 && sku.name.startsWith(`${anchor.line} `) ? sku.name.slice(anchor.line.length + 1) : sku.name;
      return amount > 1 ? `${amount} x ${name}` : name;
    };
    const name = `Set ${items.map(label).join(" + ")}`;
    rows.products.push({
      id,
      slug: uniqueSlug(`${brand.name} ${name}`, int),
      name,
      brand_id: brand.id,
      category_id: anchor.category_id,
      // A set is not one of the line's presentations: searching the line finds the line first.
      line: null,
      presentation: null,
      // What it holds is listed by the kit accordion (KitItems), not repeated here.
      description: `Un set de ${brand.name} para regalar o regalarte, con ${items.length} productos en su caja de regalo.`,
      reference_id: anchor.reference_id,
      seo_title: `${name} - ${brand.name}`,
      // Sets come out for Día del Padre, Día de la Madre and Christmas.
      release_date: `${int(2022, 2025)}-${pick(["06", "10", "12"])}-${String(int(1, 28)).padStart(2, "0")}`,
      orders_count: Math.floor(anchor.orders_count * (0.1 + 0.4 * random())),
      is_gift: 0,
      delivery_zones: 0,
    });

    const skuId = nextSkuId();
    const sku = {
      id: skuId,
      product_id: id,
      name,
      complement_name: null,
      ean: ean13(skuId),
      variation_name: null,
      variation_value: null,
      size_ml: null,
      unit_multiplier: 1,
      is_kit: 1,
      position: 0,
    };
    rows.skus.push(sku);
    skusOf.set(id, [sku]);
    const separately = items.reduce((total, { sku, amount }) => total + priceOf.get(sku.id) * amount, 0) / 100;
    const price = shelfPrice(separately * (0.8 + 0.15 * random()));
    rows.prices.push({
      sku_id: skuId,
      seller: "1",
      price_cents: price,
      list_price_cents: brand.is_luxury ? price : shelfPrice(separately),
    });
    priceOf.set(skuId, price);
    rows.stock.push({ sku_id: skuId, seller: "1", quantity: chance(0.1) ? 0 : int(1, 60) });
    for (const { sku, amount } of items) rows.kitItems.push({ kit_sku_id: skuId, item_sku_id: sku.id, amount });
    pictured.set(anchor.id, { id, alt: `${brand.name} ${name}` });
  }

  // A kit shows its anchor's pictures: one pass over the images once every kit is known.
  const covers = rows.images.filter((image) => image.sku_id === null && pictured.has(image.product_id));
  for (const cover of covers) {
    const kit = pictured.get(cover.product_id);
    rows.images.push({ ...cover, id: rows.images.length + 1, product_id: kit.id, alt: kit.alt });
  }
}

/**
 * A few low-cost nail and hair SKUs are sold by two: the shelf shows price × unitMultiplier (spec
 * §9). Not those inside a kit, whose name already counts them.
 */
export function sellInPacks({ brands, categories, rows }, { chance }) {
  const inKits = new Set(rows.kitItems.map((item) => item.item_sku_id));
  const lowCost = new Set(brands.filter((brand) => brand.tier === "Low Cost").map((brand) => brand.id));
  const packCategories = new Set(
    categories.filter((category) => packPaths.has(category.path)).map((category) => category.id),
  );
  const eligible = new Set(
    rows.products
      .filter((product) => lowCost.has(product.brand_id) && packCategories.has(product.category_id))
      .map((product) => product.id),
  );
  for (const sku of rows.skus) {
    if (!eligible.has(sku.product_id) || inKits.has(sku.id) || !chance(0.06)) continue;
    sku.unit_multiplier = 2;
    sku.name = `${sku.name} - Pack x2`;
  }
}
