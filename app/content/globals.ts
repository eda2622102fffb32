import { z } from "zod";
import { AssetPath, Color, Href, ImageSchema, Markdown, PromotionLink, TargetingShape } from "./primitives";

// The spec's "storage-only" sections (storefront-shell §2.16, products-and-buying §2.9) saved CMS
// lists to browser storage for other components to read. Here each is a KV document the server
// reads and renders with the page (decision 013). Fields: products-and-buying §3, storefront-shell §3.7.
// "Storage-only sections write only when their list is non-empty": an empty list is refused.

const nonEmpty = <T extends z.ZodType>(item: T) => z.array(item).min(1, "la lista no puede estar vacía");

/** Badges ('cucardas'). */
export const BadgesSchema = nonEmpty(
  z.object({
    isActive: z.boolean(),
    firstText: z.string().min(1),
    ...TargetingShape,
    background: Color.default("#ab1458"),
    textColor: Color.default("#fff"),
    borderColor: Color.optional(),
    borderRadius: z.number().min(0).max(32).default(4),
    fontWeight: z.number().int().min(100).max(900).default(600),
  }),
);

/** PDP banners ('bannerPdp'): 500×73 on desktop, 500×53 on mobile (products-and-buying §9). */
export const PdpBannersSchema = nonEmpty(
  z.object({ isActive: z.boolean(), ...TargetingShape, url: AssetPath, urlMobile: AssetPath.optional(), link: Href.optional(), alt: z.string().default("") }),
);

const ddmmyyyy = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, "debe tener el formato DD/MM/AAAA");

/** Instalment plans ('installments'); 'Default' is the fallback plan. */
export const InstallmentsSchema = nonEmpty(
  z.object({
    id: z.string().min(1),
    isActive: z.boolean(),
    productClusterIds: z.array(z.string()).default([]),
    startDate: ddmmyyyy.optional(),
    finishDate: ddmmyyyy.optional(),
    sinFecha: z.boolean().default(false),
    installmentValue: z.number().int().min(0).max(48),
    textColor: Color.default("#ab1458"),
    backgroundColor: Color.default("rgba(171,20,88,0.05)"),
  }),
);

/**
 * Return policies ('returnPoliciesFormatted'): one formatted text for shoppers, and the same rule as
 * data for the products' structured data (MerchantReturnPolicy): the days a purchase can be
 * returned for a refund (the 10 days of the 'Botón de arrepentimiento') and whether it is free.
 */
export const ReturnPoliciesSchema = z.object({
  text: Markdown.min(1),
  returnDays: z.number().int().min(0).max(365).default(10),
  freeReturns: z.boolean().default(true),
});

/** Takeover (event) buttons ('eventButtons', storefront-shell §3.7). */
export const EventButtonsSchema = z
  .object({
    buttonsContent: nonEmpty(
      z.object({
        buttonID: z.union([z.string(), z.number()]).transform(String),
        buttonText: z.string().default(""),
        buttonImg: AssetPath.optional(),
        buttonHref: Href,
      }),
    ),
    buttonProperties: z.object({
      buttonBg: Color.default("#1a1a1a"),
      buttonTextColor: Color.default("#fff"),
      buttonTextColorSelected: Color.default("#ab1458"),
      fontFamily: z.string().regex(/^[\w\s,'"-]+$/).optional(),
      showButtonMobile: z.boolean().default(true),
      showButtonDesktop: z.boolean().default(true),
    }),
  })
  .refine((doc) => doc.buttonsContent.some((button) => button.buttonImg || button.buttonText.trim()), {
    message: "al menos un botón necesita texto o imagen",
    path: ["buttonsContent"],
  });

/** Bank promotions (the product card's banksPromotions[], products-and-buying §3). */
export const BankPromotionsSchema = nonEmpty(
  z.object({
    promoName: z.string().min(1),
    details: z.object({
      discount: z.object({
        showDiscountPercentage: z.boolean().default(false),
        percentage: z.number().min(0).max(100).default(0),
        type: z.string().default(""),
        description: z.string().default(""),
        showLegalText: z.boolean().default(false),
        legales: z.string().default(""),
      }),
      installments: z.object({ showInstallmentsPercentQty: z.boolean().default(false), quantity: z.number().int().min(0).max(48).default(0) }),
      cardOptions: z.object({
        /** A file name under /content/banks/. */
        cardIcon: z.string().regex(/^[\w.-]+\.(svg|png|webp)$/),
        showCardType: z.boolean().default(false),
        type: z.string().default(""),
        showValidity: z.boolean().default(false),
        validity: z.string().default(""),
        showFrequency: z.boolean().default(false),
        frequency: z.string().default(""),
      }),
    }),
  }),
);

/** URL rewrites for listing templates (spec §2.2): the template `source` serves the page `destination`. */
export const RewritesSchema = z.array(z.object({ source: z.string().min(1), destination: z.string().min(1) }));

/** Grid banners of the listing pages (spec storefront-shell §3.6; kept by the old store in session storage). */
export const ListingBannersSchema = nonEmpty(
  z.object({
    enabled: z.boolean().default(true),
    paths: z.array(z.string().regex(/^\//, "debe empezar con '/'")).min(1),
    position: z.number().int().min(0),
    type: z.string().default("card"),
    device: z.enum(["mobile", "desktop", "both"]).default("both"),
    frequency: z.number().int().min(1).default(1),
    image: ImageSchema,
    link: Href.optional(),
    /** The promotion the banner advertises: not shown while it is not live (decision 122). */
    promotion: PromotionLink.optional(),
  }),
);

export const globalSchemas = {
  badges: BadgesSchema,
  "pdp-banners": PdpBannersSchema,
  installments: InstallmentsSchema,
  "return-policies": ReturnPoliciesSchema,
  "event-buttons": EventButtonsSchema,
  "bank-promotions": BankPromotionsSchema,
  rewrites: RewritesSchema,
  "listing-banners": ListingBannersSchema,
} as const;

export type GlobalName = keyof typeof globalSchemas;
export type GlobalDocument<N extends GlobalName> = z.infer<(typeof globalSchemas)[N]>;
