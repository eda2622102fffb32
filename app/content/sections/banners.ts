import { z } from "zod";
import {
  Align,
  ButtonSchema,
  Color,
  Dimension,
  Href,
  ImageSchema,
  LinkSchema,
  PromotionLink,
  ResponsiveImageSchema,
  sectionBase,
} from "../primitives";

// Spec storefront-shell §2.16 "Base sections" and "Banners", §3.5 Banner and Banner text.

/** The home page's opening banner: its image is the LCP element, so it is never lazy. */
export const HeroSchema = z.object({
  ...sectionBase("hero"),
  title: z.string().min(1),
  subtitle: z.string().optional(),
  image: ResponsiveImageSchema,
  link: LinkSchema.optional(),
  textColor: Color.optional(),
});

export const BannerTextSchema = z.object({
  ...sectionBase("bannerText"),
  title: z.string().min(1),
  caption: z.string().optional(),
  link: z.object({ url: Href, text: z.string().min(1), linkTargetBlank: z.boolean().default(false) }).optional(),
  variant: z.enum(["primary", "secondary"]).default("primary"),
  colorVariant: z.enum(["main", "light", "accent"]).default("main"),
  /** The promotion the banner advertises: not shown while it is not live (decision 122). */
  promotion: PromotionLink.optional(),
});

/** Banner text plus a newsletter card (an inline newsletter form, spec §2.23). */
export const BannerNewsletterSchema = BannerTextSchema.extend({
  ...sectionBase("bannerNewsletter"),
  newsletter: z.object({
    title: z.string().default("Suscribite a nuestro newsletter"),
    description: z.string().optional(),
    placeholder: z.string().default("Ingresá tu email"),
    button: z.string().default("Suscribirme"),
  }),
});

/** One banner (also a slide of the banner slider): desktop and mobile images, link, sizes. */
export const BannerItemSchema = z.object({
  image: ResponsiveImageSchema,
  alt: z.string().optional(),
  link: z.object({ url: Href, newTab: z.boolean().default(false) }).optional(),
  /** Shown only on the PDP of this brand (spec §5). */
  brand: z.string().optional(),
  width: Dimension,
  height: Dimension,
  widthMobile: Dimension,
  heightMobile: Dimension,
});

export const BannerSchema = z.object({
  ...sectionBase("banner"),
  ...BannerItemSchema.shape,
  fullWidth: z.boolean().default(false),
  useLayout: z.boolean().default(true),
  borderRadius: z.number().min(0).max(64).default(8),
});

/** Spec §2.16 "Banner slider": 5 slides on desktop and 2 on mobile by default, autoplay every 3000 ms. */
export const SlidesPerPage = z
  .object({ desktop: z.number().positive().max(8).default(5), mobile: z.number().positive().max(4).default(2) })
  .default({ desktop: 5, mobile: 2 });

export const BannerSliderSchema = z.object({
  ...sectionBase("bannerSlider"),
  title: z.string().optional(),
  banners: z.array(BannerItemSchema),
  slidesPerPage: SlidesPerPage,
  autoplayMs: z.number().int().min(0).default(3000),
  borderRadius: z.number().min(0).max(64).default(8),
});

/** Spec §2.16 "Event page image, desktop and mobile"; §9 event 1900×600 desktop, 900×500 mobile. */
export const EventImageSchema = z.object({
  ...sectionBase("eventImage"),
  image: ResponsiveImageSchema,
  link: z.object({ url: Href, newTab: z.boolean().default(false) }).optional(),
});

export const TitleWithBackgroundSchema = z.object({
  ...sectionBase("titleWithBackground"),
  title: z.string().min(1),
  subtitle: z.string().optional(),
  tag: z.enum(["h1", "h2", "h3"]).default("h2"),
  background: Color.default("#fdf1ea"),
  backgroundImage: ImageSchema.optional(),
  textColor: Color.default("#1a1a1a"),
  align: Align.default("center"),
});

/** Spec §2.16 "Multiple promo cards: title and CTA styling, columns, cards with link and desktop/mobile images, gap." */
export const MultiplePromoCardsSchema = z.object({
  ...sectionBase("multiplePromoCards"),
  title: z.object({ text: z.string().min(1), color: Color.optional(), align: Align.default("left") }).optional(),
  cta: ButtonSchema.optional(),
  columns: z.object({ desktop: z.number().int().min(1).max(6).default(3), mobile: z.number().int().min(1).max(3).default(1) }).default({ desktop: 3, mobile: 1 }),
  gap: z.number().min(0).max(64).default(16),
  cards: z.array(z.object({ image: ResponsiveImageSchema, link: z.object({ url: Href, newTab: z.boolean().default(false) }) })).min(1),
});
