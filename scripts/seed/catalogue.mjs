// Deterministic catalogue generator: the same seed always gives the same store. Rows are keyed by
// their D1 column names so `sql.mjs` can write them without a mapping.
import { addBoutiques } from "./boutiques.mjs";
import { brands as brandList, tierPriceFactor } from "./brands.mjs";
import { addCoViews } from "./co-views.mjs";
import { ean13, shelfPrice, slugify } from "./format.mjs";
import { addGifts } from "./gifts.mjs";
import { groupBy } from "./group-by.mjs";
import { imageSize, productImage } from "./images.mjs";
import { kindGroups, kinds, packagingColours, presentations, shades } from "./kinds.mjs";
import { addKits, sellInPacks } from "./kits.mjs";
import { curatedLines, lineWords } from "./lines.mjs";
import { draws, prng } from "./random.mjs";
import { addVideoLinks, descriptionFor, specificationsFor } from "./text.mjs";
import { addThirdLevel } from "./third-level.mjs";
import { assignDeliveryZones } from "./zones.mjs";

export { slugify };

const genderOf = { "perfume-f": "femenina", "perfume-m": "masculina", "perfume-u": "unisex" };
const perfumeNoun = {
  "perfume-f": "Perfume Femenino",
  "perfume-m": "Perfume Masculino",
  "perfume-u": "Perfume Unisex",
};
/**
 * Lines lettered with their brand and name on their pictures (decision 111): the default store's
 * 3,000. A bench's larger catalogue shares the drawings of packaging and colour beyond them, so its
 * seed does not encode a picture per product.
 */
const letteredProducts = 3000;
/** Share of the catalogue made of kits ('Set …'): a few hundred at the default 3,000 products. */
const kitShare = 0.08;
const discounts = [5, 10, 10, 12, 15, 15, 20, 20, 25, 30, 35, 40, 45, 50, 55, 60];
const homeShelves = [
  ["mas-vendidos", "Los más vendidos"],
  ["lanzamientos", "Lanzamientos"],
  ["regalos", "Regalos para las fiestas"],
];

/**
 * `products` counts what a shopper can find (lines and kits); purchase gifts come on top. Kits,
 * gifts, boutiques, videos, co-views and zones draw from a second stream, so the lines of a
 * catalogue stay the same whatever is added after them.
 */
export function generateCatalogue({ products: productTarget = 3000, seed = 20261122 } = {}) {
  const random = prng(seed);
  const { int, pick, chance } = draws(random);
  const lineTarget = productTarget - Math.floor(productTarget * kitShare);

  const brands = brandList.map(([name, tier, groups, flags = ""], i) => ({
    id: i + 1,
    name,
    slug: slugify(name),
    tier,
    is_luxury: tier === "Lujo" ? 1 : 0,
    is_exclusive: flags.includes("e") ? 1 : 0,
    is_featured: flags.includes("f") ? 1 : 0,
    groups,
  }));
  const brandByName = new Map(brands.map((brand) => [brand.name, brand]));

  const categories = [];
  const categoryPath = new Map();
  for (const { department, category } of Object.values(kinds)) {
    const departmentPath = `/${slugify(department)}`;
    if (!categoryPath.has(departmentPath)) {
      categories.push({
        id: categories.length + 1,
        parent_id: null,
        name: department,
        slug: slugify(department),
        path: departmentPath,
        depth: 1,
      });
      categoryPath.set(departmentPath, categories.length);
    }
    const path = `${departmentPath}/${slugify(category)}`;
    if (!categoryPath.has(path)) {
      categories.push({
        id: categories.length + 1,
        parent_id: categoryPath.get(departmentPath),
        name: category,
        slug: slugify(category),
        path,
        depth: 2,
      });
      categoryPath.set(path, categories.length);
    }
  }
  const categoryOf = (kind) => categoryPath.get(`/${slugify(kinds[kind].department)}/${slugify(kinds[kind].category)}`);

  const rows = {
    products: [],
    skus: [],
    prices: [],
    stock: [],
    specifications: [],
    images: [],
    productCollections: [],
    skuGifts: [],
    kitItems: [],
    crossSelling: [],
  };
  const media = new Map();
  /** Each line's packaging colour, drawn by its first product. */
  const packagingOf = new Map();
  const slugs = new Set();
  const lineKeys = new Set();
  /** Each line product's kind, for its third-level category. */
  const kindOf = new Map();
  let skuId = 100000;

  /** How many lines of each packaging a brand has pictured, and each line's place among them. */
  const linesPictured = new Map();
  const lineOrdinal = new Map();
  const ordinalOf = ({ brand, line }, art) => {
    const key = `${brand}|${art}|${line}`;
    if (!lineOrdinal.has(key)) {
      const count = linesPictured.get(`${brand}|${art}`) ?? 0;
      linesPictured.set(`${brand}|${art}`, count + 1);
      lineOrdinal.set(key, count);
    }
    return lineOrdinal.get(key);
  };

  /** `label` ({ brand, line }) is what the picture is lettered with; none for an unlabelled one. */
  function addImage(productId, sku, position, art, view, hex, alt, label = null) {
    const { key, picture } = productImage({ art, view, hex, label, ordinal: label ? ordinalOf(label, art) : 0 });
    if (!media.has(key)) media.set(key, picture);
    rows.images.push({
      id: rows.images.length + 1,
      product_id: productId,
      sku_id: sku,
      position,
      media_key: key,
      width: imageSize,
      height: imageSize,
      alt,
    });
  }

  /** A slug not taken yet; `nextInt` belongs to the stream of whoever names the product. */
  function uniqueSlug(text, nextInt) {
    let slug = slugify(text);
    while (slugs.has(slug)) slug = `${slugify(text)}-${nextInt(2, 99)}`;
    slugs.add(slug);
    return slug;
  }

  /** One product (a presentation of a line) with its SKUs, prices, stock, pictures and specs. */
  function addProduct({ brand, kind, line, presentation, variants, basePrice, curated }) {
    const spec = kinds[kind];
    const group =
      Object.keys(kindGroups).find((g) => kindGroups[g].includes(kind) && brand.groups.includes(g)) ??
      Object.keys(kindGroups).find((g) => kindGroups[g].includes(kind));
    const id = 1000 + rows.products.length;
    const name = presentation ? `${line} ${presentation}` : `${spec.label} ${line}`;
    const slug = uniqueSlug(`${brand.name} ${name}`, int);
    const fragrance = kind in genderOf;
    kindOf.set(id, kind);
    rows.products.push({
      id,
      slug,
      name,
      brand_id: brand.id,
      category_id: categoryOf(kind),
      line,
      presentation: presentation ?? null,
      description: descriptionFor(group, { name, brand: brand.name, gender: genderOf[kind] ?? "" }, random),
      reference_id: `${slugify(brand.name).slice(0, 3).toUpperCase()}:${slugify(line).toUpperCase()}`,
      seo_title: `${fragrance ? `${perfumeNoun[kind]} ` : ""}${name} - ${brand.name}`,
      release_date: curated
        ? `${int(2012, 2024)}-${String(int(1, 12)).padStart(2, "0")}-${String(int(1, 28)).padStart(2, "0")}`
        : new Date(Date.UTC(2016, 0, 1) + Math.floor(random() * 3970) * 86400000).toISOString().slice(0, 10),
      orders_count: curated ? int(800, 6000) : Math.floor(2500 * random() ** 4),
      is_gift: 0,
      delivery_zones: 0,
    });

    const discount = brand.is_luxury || !chance(0.35) ? 0 : pick(discounts);
    const soldOut = !curated && chance(0.02);
    // A line's presentations share a bottle (and its pictures): the draw stays, so that what follows
    // draws the same numbers whatever the pictures show.
    const drawn = pick(packagingColours);
    const lineKey = `${brand.id}|${spec.art}|${line}`;
    if (!packagingOf.has(lineKey)) packagingOf.set(lineKey, drawn);
    const packaging = packagingOf.get(lineKey);
    const label = id - 1000 < letteredProducts ? { brand: brand.name, line } : null;
    variants.forEach((variant, position) => {
      skuId += 1;
      const size = spec.variation === "Presentación" ? variant : null;
      const [shade, hex] = size === null ? variant : [null, packaging];
      const pesos = basePrice * (size ? (size / (spec.refMl ?? size)) ** 0.75 : 1);
      const price = shelfPrice(pesos);
      const skuDiscount = discount && chance(0.15) ? pick(discounts) : discount;
      rows.skus.push({
        id: skuId,
        product_id: id,
        name: size ? `${name} ${size} ML` : `${name} ${shade}`,
        complement_name: fragrance ? `Fragancia ${genderOf[kind]}` : null,
        ean: ean13(skuId),
        variation_name: spec.variation,
        variation_value: size ? `${size} ML` : `${shade}__${hex}`,
        size_ml: size,
        unit_multiplier: 1,
        is_kit: 0,
        position,
      });
      rows.prices.push({
        sku_id: skuId,
        seller: "1",
        price_cents: price,
        list_price_cents: skuDiscount ? Math.round(price / (1 - skuDiscount / 100) / 10000) * 10000 : price,
      });
      const outOfStock = soldOut || (chance(0.07) && !(curated && position === 0));
      rows.stock.push({ sku_id: skuId, seller: "1", quantity: outOfStock ? 0 : Math.ceil(150 * random() ** 2) });
      if (!size) addImage(id, skuId, 0, spec.art, "frente", hex, `${brand.name} ${name} ${shade}`, label);
    });
    const cover = spec.variation === "Color" ? variants[0][1] : packaging;
    addImage(id, null, 0, spec.art, "frente", cover, `${brand.name} ${name}`, label);
    addImage(id, null, 1, spec.art, "detalle", cover, `${brand.name} ${name}, detalle`, label);
    specificationsFor(group, random).forEach(([specName, value], position) =>
      rows.specifications.push({ product_id: id, name: specName, value, position }),
    );
    return id;
  }

  const shadesFor = (kind) => {
    const palette = shades[kinds[kind].shades];
    const shuffled = [...palette];
    for (let i = shuffled.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    return shuffled.slice(0, Math.min(palette.length, int(3, 8)));
  };

  const tryOn = [];
  for (const entry of curatedLines) {
    const brand = brandByName.get(entry.brand);
    if (!brand) throw new Error(`Línea ${entry.line}: marca desconocida ${entry.brand}`);
    lineKeys.add(`${brand.id}:${slugify(entry.line)}:${entry.kind}`);
    const factor = (presentation) => presentations.find(([name]) => presentation.endsWith(name))?.[1] ?? 1;
    const products = entry.presentations
      ? entry.presentations.map(([presentation, sizes]) => ({
          presentation,
          variants: sizes,
          basePrice: entry.price * factor(presentation),
        }))
      : [
          {
            presentation: null,
            variants: entry.sizes ?? entry.shades ?? shadesFor(entry.kind),
            basePrice: entry.price,
          },
        ];
    for (const product of products) {
      if (rows.products.length >= lineTarget) break;
      const id = addProduct({ brand, kind: entry.kind, line: entry.line, curated: true, ...product });
      if (entry.tryOn) tryOn.push(id);
    }
  }

  const wordsFor = (group) => `${pick(lineWords[group][0])} ${pick(lineWords[group][1])}`;
  while (rows.products.length < lineTarget) {
    const brand = pick(brands);
    const group = pick(brand.groups);
    const kind = pick(kindGroups[group]);
    const line = wordsFor(group);
    const key = `${brand.id}:${slugify(line)}:${kind}`;
    if (lineKeys.has(key)) continue;
    lineKeys.add(key);
    const spec = kinds[kind];
    const basePrice = int(...spec.price) * tierPriceFactor[brand.tier];
    if (spec.shades) {
      addProduct({ brand, kind, line, presentation: null, variants: shadesFor(kind), basePrice });
      continue;
    }
    const lineSizes = pick(spec.sizes);
    if (group !== "fragrance") {
      addProduct({ brand, kind, line, presentation: null, variants: lineSizes, basePrice });
      continue;
    }
    const count = Math.min(int(1, 2), lineTarget - rows.products.length);
    for (const [presentation, factor] of presentations.slice(0, 2).slice(0, count)) {
      addProduct({ brand, kind, line, presentation, variants: lineSizes, basePrice: basePrice * factor });
    }
  }

  // Lookups shared by what follows; kits add their own SKU to them.
  const skusOf = groupBy(rows.skus, (sku) => sku.product_id);
  const priceOf = new Map();
  for (const price of rows.prices) priceOf.set(price.sku_id, price.price_cents);
  const store = { brands, categories, rows, skusOf, priceOf, addImage, uniqueSlug, nextSkuId: () => (skuId += 1) };
  const more = draws(prng(seed ^ 0x5eed5));
  addKits(store, productTarget - rows.products.length, more);
  sellInPacks(store, more);

  const productOfSku = new Map(rows.skus.map((sku) => [sku.id, sku.product_id]));
  const inStock = new Set(rows.stock.filter((row) => row.quantity > 0).map((row) => productOfSku.get(row.sku_id)));
  const shelves = shelve({ brands, rows, tryOn, inStock, random });

  // After the shelves, so that no gift lands in one.
  addGifts(store, more);
  const boutiques = addBoutiques(store);
  addVideoLinks(rows, more);
  addCoViews(store, more);
  const deliveryZones = assignDeliveryZones(store, more);
  addThirdLevel(categories, rows.products, kindOf);

  return {
    brands: brands.map(({ groups: _groups, ...brand }) => brand),
    categories,
    products: rows.products,
    skus: rows.skus,
    prices: rows.prices,
    stock: rows.stock,
    specifications: rows.specifications,
    images: rows.images,
    collections: [...shelves, ...boutiques],
    productCollections: rows.productCollections,
    skuGifts: rows.skuGifts,
    kitItems: rows.kitItems,
    crossSelling: rows.crossSelling,
    deliveryZones,
    media: [...media].map(([key, picture]) => ({ key, picture })),
  };
}

/** The home shelves and the spec's clusters ('2432' SEO title, '2410' try-on), with their members. */
function shelve({ brands, rows, tryOn, inStock, random }) {
  const brandById = new Map(brands.map((brand) => [brand.id, brand]));
  const available = rows.products.filter((product) => inStock.has(product.id));
  const shelves = {
    "mas-vendidos": [...available].sort((a, b) => b.orders_count - a.orders_count),
    lanzamientos: [...available].sort((a, b) => b.release_date.localeCompare(a.release_date)),
    regalos: available
      .filter((product) => product.presentation && brandById.get(product.brand_id)?.tier !== "Low Cost")
      .sort((a, b) => b.orders_count - a.orders_count),
  };
  const collections = [
    { id: "2432", name: "Título comercial", seo_title: null },
    { id: "2410", name: "Probador virtual", seo_title: "Probá tu tono con el probador virtual" },
    ...homeShelves.map(([id, name]) => ({ id, name, seo_title: name })),
  ];
  const members = {
    2432: rows.products.filter((product) => product.presentation && random() < 0.3),
    2410: rows.products.filter((product) => tryOn.includes(product.id)),
    ...Object.fromEntries(Object.entries(shelves).map(([id, list]) => [id, list.slice(0, 24)])),
  };
  for (const [collectionId, list] of Object.entries(members)) {
    list.forEach((product, position) =>
      rows.productCollections.push({ collection_id: collectionId, product_id: product.id, position }),
    );
  }
  return collections;
}
