import { z } from "zod";
import { sectionBase } from "../primitives";

// Spec products-and-buying §2.6 "Product sliders, shelves and galleries" and storefront-shell §2.16
// "CrossSellingShelf and ProductShelf", "ProductTiles". The products come from the catalogue (D1).

/** Which products: a collection in its order, a brand's or a category's best sellers, those with gifts. */
export const ProductSourceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("collection"), id: z.string().min(1) }),
  z.object({ kind: z.literal("brand"), slug: z.string().regex(/^[a-z0-9-]+$/) }),
  z.object({ kind: z.literal("category"), path: z.string().regex(/^(\/[a-z0-9-]+)+$/) }),
  /** Products that come with a purchase gift (/regalos). */
  z.object({ kind: z.literal("withGifts") }),
]);
export type ProductSource = z.infer<typeof ProductSourceSchema>;

const listing = {
  title: z.string().min(1),
  source: ProductSourceSchema,
  numberOfItems: z.number().int().min(1).max(24).default(8),
};

/** Spec §2.5 "Landing-page shelf cards: options 'bordered' and 'showDiscountBadge'". */
export const ProductCardConfigurationSchema = z.object({ bordered: z.boolean().default(false), showDiscountBadge: z.boolean().default(true) });
export type ProductCardConfiguration = z.infer<typeof ProductCardConfigurationSchema>;

/** Landing-page shelf (§2.6 "title, numberOfItems, itemsPerPage, …"): a carousel; hidden when it has no products. */
export const ProductShelfSchema = z.object({
  ...sectionBase("productShelf"),
  ...listing,
  /** §9 "Landing shelf: default 5 items per page" on desktop. */
  itemsPerPage: z.number().positive().max(8).default(5),
  productCardConfiguration: ProductCardConfigurationSchema.default({ bordered: false, showDiscountBadge: true }),
});

/** Spec §9 "Landing shelf: default 5 items per page" carousel. */
export const ProductSliderSchema = z.object({
  ...sectionBase("productSlider"),
  ...listing,
  numberOfItems: z.number().int().min(1).max(24).default(12),
  itemsPerPage: z.number().positive().max(8).default(5),
});

/** A big first tile and smaller ones: 3 or 4 products. */
export const ProductTilesSchema = z.object({
  ...sectionBase("productTiles"),
  ...listing,
  numberOfItems: z.number().int().min(3).max(4).default(3),
});

/** PDP only: the product's co-view or co-purchase list; default 'whosawalsosaw', 'Quien vio, también vio'. */
export const CrossSellingShelfSchema = z.object({
  ...sectionBase("crossSellingShelf"),
  title: z.string().default("Quien vio, también vio"),
  kind: z.enum(["whosawalsosaw", "whoboughtalsobought"]).default("whosawalsosaw"),
  numberOfItems: z.number().int().min(1).max(24).default(12),
  /** Hidden when a list is given and it does not include the product's brand. */
  brands: z.array(z.string()).default([]),
});
