import { z } from "zod";
import { Href, ImageSchema, Markdown, sectionBase } from "../primitives";

// Spec storefront-shell §2.21 "Gifts-by-brand page", §3.9 "Gifts page", §2.22 "Brands page" and
// §3.5 "Brands list".

/** §3.9 brandInfocard… / featuredInfocard…: title, image, subtitle, button, legal content. */
const GiftCardSchema = z.object({
  title: z.string().min(1),
  image: ImageSchema,
  subtitle: z.string().optional(),
  /** The product the gift comes with ('Ir al Producto'). */
  button: z.object({ text: z.string().min(1).default("Ir al Producto"), url: Href }),
  /** Shown by 'Ver Legales' (§4.4 "Gift legal text: toggled by 'Ver Legales'"). */
  legal: Markdown.optional(),
});

export const GiftsByBrandSchema = z.object({
  ...sectionBase("giftsByBrand"),
  title: z.string().default("Regalos por marca"),
  searchPlaceholder: z.string().default("Buscar por marca..."),
  featured: z.array(GiftCardSchema.extend({ id: z.string().min(1) })).default([]),
  brands: z.array(z.object({ brandTitle: z.string().min(1), cards: z.array(GiftCardSchema).min(1) })).default([]),
});

/**
 * §2.22: 'MARCAS DESTACADAS', 'MARCAS EXCLUSIVAS' are logo sections of their own; this is the A–Z
 * index. Without `brandsContent` it lists the catalogue's brands, so a new brand is never missing.
 */
export const BrandsIndexSchema = z.object({
  ...sectionBase("brandsIndex"),
  title: z.string().default("Todas las marcas"),
  brandsContent: z
    .array(
      z.object({
        mainLetter: z.string().regex(/^([a-zA-Z]|#)$/, "debe ser una letra de la A a la Z o #"),
        brandsNames: z.array(z.object({ brandName: z.string().min(1), brandLink: Href })).min(1),
      }),
    )
    .optional(),
});
