import { z } from "zod";
import { edited } from "./widgets";

// Building blocks of the CMS documents (spec storefront-shell §3.5). Field names are ours where
// the spec's are the old CMS's (srcDesktop/srcDesktopURL → desktop.src); the fields are the spec's.

/** Same-origin paths only: the CSP allows images from 'self', and `//host` is another origin. */
export const AssetPath = edited(
  z.string().regex(/^\/(?!\/)[A-Za-z0-9._~%+/-]*$/, "debe ser una ruta del sitio que empiece con '/' (letras, números, - _ . /)"),
  "assetPath",
);

/** Every image carries its size, so the browser reserves its box before it loads (no layout shift). */
export const ImageSchema = edited(
  z.object({
    src: AssetPath,
    alt: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  "image",
);
export type Image = z.infer<typeof ImageSchema>;

/** Desktop image with an optional mobile one (used at max-width 767px, spec §9 breakpoints). */
export const ResponsiveImageSchema = z.object({ desktop: ImageSchema, mobile: ImageSchema.optional() });
export type ResponsiveImage = z.infer<typeof ResponsiveImageSchema>;

/** Links editors may write: site paths, anchors, queries, http(s), mail and phone; never `javascript:`. */
export const Href = edited(
  z
    .string()
    .trim()
    .regex(/^(\/(?!\/)|#|\?|https?:\/\/|mailto:|tel:)/, "debe empezar con '/', '#', '?', 'https://', 'mailto:' o 'tel:'"),
  "href",
);

/**
 * The promotion a banner advertises (decision 122), by its id ('dos-por-uno-fragancias'): while it
 * is not live — paused, not started, ended — the banner is not shown.
 */
export const PromotionLink = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "debe ser el id de una promoción (minúsculas, números y guiones)");

export const LinkSchema = z.object({
  url: Href,
  text: z.string().min(1),
  /** Opens in a new tab, without an opener. */
  newTab: z.boolean().default(false),
});
export type Link = z.infer<typeof LinkSchema>;

/** CSS colours as editors write them; anything else could smuggle other CSS into a style. */
export const Color = edited(
  z
    .string()
    .trim()
    .regex(/^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.\s,%]+\)|[a-z]{3,20})$/i, "debe ser un color CSS (#rrggbb, rgb(…) o un nombre)"),
  "color",
);

/** Pixels; per device. Applied as CSS custom properties on the section. */
export const MarginsSchema = z
  .object({
    top: z.number().min(0).max(200).optional(),
    bottom: z.number().min(0).max(200).optional(),
    topMobile: z.number().min(0).max(200).optional(),
    bottomMobile: z.number().min(0).max(200).optional(),
  })
  .optional();
export type Margins = z.infer<typeof MarginsSchema>;

export const Align = z.enum(["left", "center", "right"]);

/** A line of rich text (spec §3.5 infocardRichText / textsArr); the tag is normalised on render. */
export const RichTextLineSchema = z.object({
  text: z.string().min(1),
  tag: z.string().default("p"),
  color: Color.optional(),
  align: Align.default("center"),
  fontSize: z.number().positive().max(96).optional(),
  fontSizeMobile: z.number().positive().max(96).optional(),
  bold: z.boolean().default(false),
});
export type RichTextLine = z.infer<typeof RichTextLineSchema>;

/** Spec §9 "Buttons: radius 8px, font 12px, weight 500, padding 10px 20px". */
export const ButtonSchema = z.object({
  text: z.string().min(1),
  url: Href,
  newTab: z.boolean().default(false),
  background: Color.optional(),
  color: Color.optional(),
  borderRadius: z.number().min(0).max(64).optional(),
});
export type Button = z.infer<typeof ButtonSchema>;

/** Section targeting (products-and-buying §5 "Targeted sections"). */
export const TargetingShape = {
  skus: z.array(z.string()).default([]),
  brands: z.array(z.string()).default([]),
  collections: z.array(z.string()).default([]),
};

/** Markdown source; rendered to sanitised HTML on the server only. */
export const Markdown = edited(z.string().max(50_000), "markdown");

/** Banner sizes "may be numbers or strings" (spec §5); invalid ones are ignored when rendering. */
export const Dimension = z.union([z.number(), z.string()]).optional();

/** What every section has: its type, the enable flag and its margins (spec §1, §2.16). */
export const sectionBase = <T extends string>(type: T) => ({
  type: z.literal(type),
  enabled: z.boolean().default(true),
  margins: MarginsSchema,
});
