import { z } from "zod";
import { Href, ImageSchema } from "./primitives";

// content:site — site-wide settings editors change without a deploy: the region rules, the
// newsletter popups, the maintenance and event overlays and the third-party loaders
// (spec storefront-shell §2.9, §2.23, §2.24, §4.6, §4.7, §7). Everything optional is off.

/** An instant with its UTC offset, as the spec writes the event window (2025-11-02T21:50:00-03:00). */
const Instant = z.iso.datetime({ offset: true, error: "debe ser una fecha ISO con su huso (p. ej. 2025-11-02T21:50:00-03:00)" });

export const PopupSchema = z.object({
  enabled: z.boolean().default(true),
  /** Spec §2.23 "Design variants: default, overlay, corner and simple." */
  design: z.enum(["default", "overlay", "corner", "simple"]).default("default"),
  /** Shown only on this path (a trailing slash is ignored), or everywhere when absent (§4.7). */
  targetPath: z.string().regex(/^\//, "debe empezar con '/'").optional(),
  /** Seconds before it appears; 0 shows it at once (§3.10). */
  autoDisplayTime: z.number().min(0).max(600).default(0),
  title: z.string().default("¡RECIBÍ NUESTRAS OFERTAS Y NOVEDADES POR MAIL!"),
  text: z.string().optional(),
  image: z.object({ desktop: ImageSchema, mobile: ImageSchema.optional() }).optional(),
  namePlaceholder: z.string().default("Nombre"),
  emailPlaceholder: z.string().default("Correo Electrónico"),
  button: z.string().default("Suscribirme"),
  termsText: z.string().default("Acepto los términos y condiciones"),
  termsLink: Href.default("/terms"),
});
export type Popup = z.infer<typeof PopupSchema>;

export const SiteSchema = z.object({
  region: z
    .object({
      /** Spec §4.2: with delivery promise, a postal code with no products is refused. */
      deliveryPromise: z.boolean().default(true),
      postalCodeMandatory: z.boolean().default(false),
      /** Spec §5: '%s' stands for the postal code. */
      noProductsMessage: z.string().optional(),
      errorMessage: z.string().default("No pudimos guardar tu ubicación. Probá de nuevo en unos minutos."),
      /** Spec §2.9 "It can show a pickup-point filter button": on unless ops turn it off. */
      pickupPointButton: z.boolean().default(true),
    })
    .default({
      deliveryPromise: true,
      postalCodeMandatory: false,
      errorMessage: "No pudimos guardar tu ubicación. Probá de nuevo en unos minutos.",
      pickupPointButton: true,
    }),
  popups: z.array(PopupSchema).default([]),
  maintenance: z
    .object({ active: z.boolean(), desktop: ImageSchema, mobile: ImageSchema.optional() })
    .optional(),
  eventOverlay: z
    .object({
      active: z.boolean().default(true),
      /** Spec §4.6 / §9: 2025-11-02 21:50–23:50, Buenos Aires time (UTC−03:00). */
      start: Instant.default("2025-11-02T21:50:00-03:00"),
      end: Instant.default("2025-11-02T23:50:00-03:00"),
      desktop: ImageSchema,
      mobile: ImageSchema.optional(),
      countdownTo: Instant.optional(),
      newsletterTitle: z.string().default("¡RECIBÍ NUESTRAS OFERTAS Y NOVEDADES POR MAIL!"),
    })
    .optional(),
  /** Spec §4.6 "Third-party loading": loaded 2 s after the page; absent means never. */
  thirdParty: z
    .object({
      pushScript: z.url({ protocol: /^https$/ }).optional(),
      webChatScript: z.url({ protocol: /^https$/ }).optional(),
      /** The virtual try-on service (products-and-buying §2.4, §7): loaded only on eligible PDPs. */
      tryOnScript: z.url({ protocol: /^https$/ }).optional(),
      /** Origins CMS iframe pages may show (spec §2.16); the CSP frames nothing else (decision 058). */
      frameOrigins: z.array(z.url({ protocol: /^https$/ })).max(20).optional(),
    })
    .default({}),
  /** A Google Tag Manager container; absent means no snippet and no consent banner. */
  tagManager: z.object({ containerId: z.string().regex(/^GTM-[A-Z0-9]{4,10}$/, "debe ser un id 'GTM-XXXXXXX'") }).optional(),
  /** Spec §7: view_promotion and select_promotion are skipped when 'off'. */
  analyticsToggle: z.enum(["on", "off"]).default("on"),
});
export type Site = z.infer<typeof SiteSchema>;
