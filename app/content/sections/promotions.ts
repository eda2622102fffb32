import { z } from "zod";
import { Color, Href, ImageSchema, PromotionLink, RichTextLineSchema, sectionBase } from "../primitives";

// Spec storefront-shell §2.16 "Promotions module", §3.5 Promotions module; §9 promotion 227×227,
// "Promotions slider: 3 per page, arrows, progress bar, infinite, gap 4px" (on mobile).

export const PromotionsSchema = z.object({
  ...sectionBase("promotions"),
  useLayout: z.boolean().default(true),
  texts: z.array(RichTextLineSchema).default([]),
  images: z
    .array(
      z.object({
        image: ImageSchema,
        mobileImage: ImageSchema.optional(),
        text: z.string().optional(),
        link: Href.default("/"),
        /** "a target (default same tab; a new tab opens without an opener)". */
        target: z.enum(["_self", "_blank"]).default("_self"),
        borderColor: Color.optional(),
        /** The promotion the item advertises: not shown while it is not live (decision 122). */
        promotion: PromotionLink.optional(),
      }),
    )
    .min(1),
  bgColor: Color.default("#fdf1ea"),
  bgColorSpots: Color.optional(),
  useBgFilter: z.boolean().default(false),
});
