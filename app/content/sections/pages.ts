import { z } from "zod";
import { Color, Dimension, Href, ImageSchema, Markdown, ResponsiveImageSchema, sectionBase } from "../primitives";
import { CountdownSchema, InfocardItemSchema } from "./infocards";

// Spec storefront-shell §2.16 "Basic content page builder", "Terms and conditions", "HR page",
// "Iframe page", "Coupon redemption instructions" (§2.18), FAQ (§2.17), Newsletter (§2.23).

const ClausesSchema = z.object({
  singleOpen: z.boolean().default(false),
  items: z.array(z.object({ title: z.string().min(1), text: Markdown })).min(1),
});

/** Page-builder banners (§9 defaults: width 1280, height 200, radius 8px, margins 16px). */
const PageBannerSchema = z.object({
  image: ResponsiveImageSchema,
  link: z.object({ url: Href, newTab: z.boolean().default(false) }).optional(),
  width: Dimension,
  height: Dimension,
});

export const PageBuilderSchema = z.object({
  ...sectionBase("pageBuilder"),
  blocks: z
    .array(
      z.object({
        title: z.string().optional(),
        subtitle: z.string().optional(),
        description: Markdown.optional(),
        banners: z.array(PageBannerSchema).default([]),
        countdowns: z.array(CountdownSchema.omit({ type: true, enabled: true, margins: true })).default([]),
        infocards: z.array(InfocardItemSchema).default([]),
        clauses: ClausesSchema.optional(),
      }),
    )
    .min(1),
});

export const TermsSchema = z.object({
  ...sectionBase("terms"),
  title: z.string().min(1),
  intro: Markdown.optional(),
  sections: z.array(z.object({ title: z.string().min(1), text: Markdown })).min(1),
  /** "an accordion whose single-open mode defaults to false". */
  singleOpen: z.boolean().default(false),
});

export const HrPageSchema = z.object({
  ...sectionBase("hrPage"),
  title: z.string().min(1),
  description: z.string().optional(),
  subtitle: z.string().optional(),
  instructions: Markdown,
  statusMessages: z.array(z.object({ status: z.string().min(1), message: z.string().min(1) })).default([]),
});

export const IframePageSchema = z.object({
  ...sectionBase("iframePage"),
  title: z.string().min(1),
  showTitle: z.boolean().default(true),
  text: z.string().optional(),
  link: z.url({ protocol: /^https$/, error: "debe ser una dirección https://" }),
  height: z.number().int().min(200).max(4000).default(900),
});

/** §2.18, with its copy as defaults. */
export const CouponInstructionsSchema = z.object({
  ...sectionBase("couponInstructions"),
  title: z.string().default("¿Cómo canjear tu cupón?"),
  subtitle: z.string().default("Desde el carrito de compras"),
  steps: z
    .array(z.string().min(1))
    .min(1)
    .default([
      "Copiá tu código de descuento.",
      "Hacé clic en 'Código de Descuento' en el carrito.",
      "Ingresá tu código en el recuadro y aplicá el beneficio.",
    ]),
  done: z.string().default("¡LISTO! Ya podés disfrutar tu compra."),
  cta: z.object({ text: z.string().min(1), url: Href }).default({ text: "COMPRAR MIS FAVORITOS >>>", url: "/" }),
});

/** §3.5 FAQ item: titleId, faqImage, textContent, faqContent (markdown, literal \n → newline). */
export const FaqSchema = z.object({
  ...sectionBase("faq"),
  title: z.string().default("Preguntas Frecuentes"),
  items: z.array(
    z.object({
      titleId: z.string().regex(/^[a-z0-9-]+$/, "debe ser un identificador en minúsculas con guiones"),
      title: z.string().min(1),
      /** §2.17 "a left column of topic links (icon plus text)": every topic has its icon. */
      icon: ImageSchema,
      content: Markdown,
    }),
  ),
});

/** §2.23 "The base newsletter section's configuration". */
export const NewsletterSectionSchema = z.object({
  ...sectionBase("newsletter"),
  title: z.string().default("¡RECIBÍ NUESTRAS OFERTAS Y NOVEDADES POR MAIL!"),
  description: z.string().optional(),
  icon: ImageSchema.optional(),
  privacyPolicy: z.object({ text: z.string().min(1), url: Href }).optional(),
  placeholder: z.string().default("Correo Electrónico"),
  button: z.string().default("Suscribirme"),
  /** §7 "entity 'EM' for the 'Event' variant, else 'NV'". */
  variant: z.enum(["Default", "Event"]).default("Default"),
  showName: z.boolean().default(false),
  nameLabel: z.string().default("Nombre"),
  colorVariant: z.enum(["main", "light", "accent"]).default("light"),
  background: Color.optional(),
});
