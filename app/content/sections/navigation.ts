import { z } from "zod";
import { Align, Color, Href, ImageSchema, LinkSchema, sectionBase, TargetingShape } from "../primitives";

// Spec storefront-shell §2.16 "Other sections" (explore categories, category slider and module,
// quick links, text link lists, share menu), §3.5 Explore categories, §5 "Explore categories".

const TileSchema = z.object({ image: ImageSchema, text: z.string().min(1), link: Href });

/** Spec §5: "Requires exactly 4 categories. Otherwise it logs … and renders nothing." */
export const exploreCategoriesCount = 'La prop "categories" debe tener exactamente 4 elementos.';

export const ExploreCategoriesSchema = z.object({
  ...sectionBase("exploreCategories"),
  title: z.string().min(1),
  titleAlign: Align.default("left"),
  categories: z.array(TileSchema).length(4, exploreCategoriesCount),
  ...TargetingShape,
});

/** Spec §9 "Mobile category images slider: 2 per page". */
export const CategoryImagesSliderSchema = z.object({
  ...sectionBase("categoryImagesSlider"),
  title: z.string().optional(),
  categories: z.array(TileSchema).min(1),
});

export const CategoryModuleSchema = z.object({
  ...sectionBase("categoryModule"),
  title: z.string().min(1),
  categories: z.array(TileSchema).min(1),
  brandLinks: z.array(LinkSchema.pick({ url: true, text: true })).default([]),
});

/** Spec §2.16 "Quick links: a title, a link {to, label}, and items {src, srcMobile, text, href, alt}, with a brand layout flag." */
export const QuickLinksSchema = z.object({
  ...sectionBase("quickLinks"),
  title: z.string().min(1),
  link: z.object({ to: Href, label: z.string().min(1) }).optional(),
  items: z
    .array(
      z.object({
        src: ImageSchema.shape.src,
        srcMobile: ImageSchema.shape.src.optional(),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
        text: z.string().min(1),
        href: Href,
        alt: z.string(),
      }),
    )
    .min(1),
  brandLayout: z.boolean().default(false),
});

export const QuickLinkTilesSchema = z.object({
  ...sectionBase("quickLinkTiles"),
  title: z.string().optional(),
  tiles: z.array(TileSchema).min(1),
});

/** "Text link lists, with a light peach background by default." */
export const TextLinkListSchema = z.object({
  ...sectionBase("textLinkList"),
  title: z.string().optional(),
  background: Color.default("#fdf1ea"),
  links: z.array(LinkSchema.pick({ url: true, text: true })).min(1),
});

/** Share links to a messaging app, a social network and a microblog with the page URL. */
export const ShareMenuSchema = z.object({
  ...sectionBase("shareMenu"),
  label: z.string().default("Compartir"),
});
