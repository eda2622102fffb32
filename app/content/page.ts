import { z } from "zod";
import { Href, ImageSchema } from "./primitives";
import { sectionSchemas, type SectionType } from "./sections";

// CMS pages (spec storefront-shell §3.4): the home, landing pages by slug, and the listing (plp)
// and product (pdp) templates. Each has a lenient form the worker reads — a bad section is skipped
// on its own, the page still renders — and a strict form every write must pass.

/** Read side: sections are only required to say their type; each is validated on its own. */
const LooseSections = z.array(z.looseObject({ type: z.string() }));
export type LooseSection = z.infer<typeof LooseSections>[number];

/** Write side: every section known and valid, so a bad field is refused with its path. */
type AnySectionSchema = (typeof sectionSchemas)[SectionType];
const everySection = Object.values(sectionSchemas) as [AnySectionSchema, ...AnySectionSchema[]];
const StrictSections = z.array(z.discriminatedUnion("type", everySection));

const SeoSchema = z.object({
  title: z.string().min(1),
  description: z.string().default(""),
  /** Default {storeUrl}/{slug} (spec §9 "Landing canonical default"). */
  canonical: Href.optional(),
});

/** A page slug as settings.seo.slug holds it: '/terminos-condiciones' (one segment). */
export const LandingSlug = z.string().regex(/^\/[a-z0-9][a-z0-9-]*$/, "debe ser '/' y un solo segmento en minúsculas (p. ej. '/preguntas-frecuentes')");

function pageSchemas<T extends z.ZodRawShape>(shape: T) {
  return {
    read: z.object({ ...shape, sections: LooseSections }),
    write: z.object({ ...shape, sections: StrictSections }),
  };
}

export const Home = pageSchemas({ seo: SeoSchema });

export const LandingPage = pageSchemas({
  name: z.string().min(1),
  settings: z.object({ seo: SeoSchema.extend({ slug: LandingSlug }) }),
});

/** Spec storefront-shell §2.13 "Header" and §3.3 "Layout entities" of a listing template. */
const ListingHeaderSchema = z.object({
  headerBanner: z.object({ image: ImageSchema }).optional(),
  description: z.string().max(2_000).default(""),
  filterButtons: z.array(z.object({ url: Href, label: z.string().min(1), image: ImageSchema })).default([]),
});
export type ListingHeader = z.infer<typeof ListingHeaderSchema>;

export const Template = pageSchemas({
  name: z.string().min(1),
  settings: z.object({
    template: z.object({ value: z.string().optional() }).default({}),
    listing: ListingHeaderSchema.optional(),
  }),
});

export type HomeDocument = z.infer<typeof Home.read>;
export type LandingPageDocument = z.infer<typeof LandingPage.read>;
export type TemplateDocument = z.infer<typeof Template.read>;

/** Section types that need the page's product: they only make sense in pdp templates. */
export const productPageOnly: ReadonlySet<SectionType> = new Set(["crossSellingShelf"]);
