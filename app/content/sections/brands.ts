import { z } from "zod";
import { Href, ImageSchema, sectionBase } from "../primitives";

// Spec storefront-shell §2.16 "Other sections": brand logos block, brand-logo slider, featured
// brands; §3.5 Brand image; §9 brand logo 170×50 desktop, 140×42 mobile.

const BrandLogoSchema = z.object({
  image: ImageSchema,
  mobileImage: ImageSchema.optional(),
  /** The brand page; opens in a new tab (default '/'). */
  link: Href.default("/"),
});

export const BrandLogosSchema = z.object({
  ...sectionBase("brandLogos"),
  title: z.string().optional(),
  logos: z.array(BrandLogoSchema).min(1),
});

export const BrandLogoSliderSchema = z.object({
  ...sectionBase("brandLogoSlider"),
  title: z.string().optional(),
  logos: z.array(BrandLogoSchema).min(1),
  /** The mobile 'Ver todas' link (default '/'). */
  seeAllLink: Href.default("/"),
  autoplayMs: z.number().int().min(0).default(3000),
});

export const FeaturedBrandsSchema = z.object({
  ...sectionBase("featuredBrands"),
  title: z.string().default("NUESTRAS MARCAS DESTACADAS"),
  seeAllLink: Href.default("/marcas"),
  logos: z.array(BrandLogoSchema).min(1),
});
