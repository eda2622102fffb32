// Purchase gifts (spec products-and-buying §3 GiftSkuIds): products of their own (is_gift = 1, never
// listed), given with selected SKUs, mostly fragrances of luxury and selective brands. Each brand has
// one to three gifts, so the same gift SKU goes with many SKUs.
import { ean13 } from "./format.mjs";
import { groupBy } from "./group-by.mjs";

/** A gift is added to the cart at $0,01: the mini-cart hides lines of 0.02 or less (spec §9). */
const giftPriceCents = 1;
const giftShare = { Lujo: 0.35, Selectivo: 0.2 };
const otherGiftShare = 0.05;
const giftColours = ["#1E1E1E", "#D4AF37", "#E8B4B8", "#F5E6CC", "#7A1F3D"];

export function addGifts({ brands, categories, rows, skusOf, addImage, uniqueSlug, nextSkuId }, { int, pick, chance }) {
  const pathOf = new Map(categories.map((category) => [category.id, category.path]));
  const isFragrance = (product) => pathOf.get(product.category_id).startsWith("/fragancias/");
  const listedByBrand = groupBy(rows.products, (product) => product.brand_id);
  const giftSkusOf = new Map();

  for (const brand of brands) {
    const listed = listedByBrand.get(brand.id);
    const giftsPerfumeOrMakeUp = brand.groups.includes("fragrance") || brand.groups.includes("makeup");
    if (brand.tier === "Low Cost" || !giftsPerfumeOrMakeUp || !listed) continue;
    const fragrances = listed.filter((product) => isFragrance(product) && product.presentation);
    const source = [...(fragrances.length ? fragrances : listed)].sort((a, b) => b.orders_count - a.orders_count)[0];
    const gifts = [];
    if (chance(0.7)) gifts.push({ name: `Neceser de regalo ${brand.name}`, art: "pouch", size: null });
    if (fragrances.length && chance(0.8)) {
      const size = pick([5, 7, 10]);
      gifts.push({ name: `Miniatura ${source.name} ${size} ML`, art: "perfume", size });
    }
    if (!gifts.length || chance(0.4)) gifts.push({ name: `Bolso de regalo ${brand.name}`, art: "bag", size: null });

    giftSkusOf.set(
      brand.id,
      gifts.map((gift) => {
        const id = 1000 + rows.products.length;
        rows.products.push({
          id,
          slug: uniqueSlug(`${brand.name} ${gift.name}`, int),
          name: gift.name,
          brand_id: brand.id,
          category_id: source.category_id,
          line: null,
          presentation: null,
          description: `Regalo por la compra de productos seleccionados de ${brand.name}, hasta agotar stock.`,
          reference_id: null,
          seo_title: null,
          release_date: source.release_date,
          orders_count: 0,
          is_gift: 1,
          delivery_zones: 0,
        });
        const skuId = nextSkuId();
        rows.skus.push({
          id: skuId,
          product_id: id,
          name: gift.name,
          complement_name: null,
          ean: ean13(skuId),
          variation_name: null,
          variation_value: null,
          size_ml: gift.size,
          unit_multiplier: 1,
          is_kit: 0,
          position: 0,
        });
        rows.prices.push({ sku_id: skuId, seller: "1", price_cents: giftPriceCents, list_price_cents: giftPriceCents });
        // Gifts run out: some are already gone.
        rows.stock.push({ sku_id: skuId, seller: "1", quantity: chance(0.1) ? 0 : int(20, 400) });
        addImage(id, null, 0, gift.art, "frente", pick(giftColours), `${brand.name} ${gift.name}`);
        return skuId;
      }),
    );
  }

  for (const brand of brands) {
    const giftSkus = giftSkusOf.get(brand.id);
    if (!giftSkus) continue;
    for (const product of listedByBrand.get(brand.id)) {
      const skus = skusOf.get(product.id);
      if (skus[0].is_kit) continue;
      const share = isFragrance(product) ? giftShare[brand.tier] : otherGiftShare;
      if (!chance(share)) continue;
      // The brand's first gift is its main promotion; a second one now and then.
      const given = [chance(0.7) ? giftSkus[0] : pick(giftSkus)];
      if (giftSkus.length > 1 && chance(0.2)) given.push(giftSkus.find((sku) => sku !== given[0]));
      for (const sku of skus) {
        if (sku.size_ml !== null && sku.size_ml < 50) continue;
        for (const giftSkuId of given) rows.skuGifts.push({ sku_id: sku.id, seller: "1", gift_sku_id: giftSkuId });
      }
    }
  }
}
