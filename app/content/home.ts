import { z } from "zod";

/** The home page's CMS document: SEO plus an ordered list of sections (spec §2.16). */
export const HeroSectionSchema = z.object({
  type: z.literal("hero"),
  enabled: z.boolean().default(true),
  title: z.string(),
  subtitle: z.string().optional(),
  image: z.object({
    src: z.string().min(1),
    alt: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  link: z.object({ url: z.string(), text: z.string() }).optional(),
});

/** Spec products-and-buying §2.6 "Landing-page product shelf"; hidden when empty. */
export const ProductShelfSectionSchema = z.object({
  type: z.literal("productShelf"),
  enabled: z.boolean().default(true),
  title: z.string(),
  collection: z.string().min(1),
  numberOfItems: z.number().int().min(1).max(24).default(8),
});

export const homeSectionSchemas = {
  hero: HeroSectionSchema,
  productShelf: ProductShelfSectionSchema,
} as const;

export type HomeSection =
  | z.infer<typeof HeroSectionSchema>
  | z.infer<typeof ProductShelfSectionSchema>;

export const HomeSchema = z.object({
  seo: z.object({ title: z.string(), description: z.string() }),
  sections: z.array(z.object({ type: z.string() }).passthrough()),
});

/**
 * Keeps the sections a shopper should see: disabled ones are hidden, an unknown type is skipped
 * with a console warning, an invalid one is skipped and logged (spec §8 error catalogue).
 */
export function visibleSections(raw: z.infer<typeof HomeSchema>["sections"]): HomeSection[] {
  const sections: HomeSection[] = [];
  for (const [index, candidate] of raw.entries()) {
    const schema = homeSectionSchemas[candidate.type as keyof typeof homeSectionSchemas];
    if (!schema) {
      console.warn(`Sección desconocida '${candidate.type}' en la posición ${index}: se omite.`);
      continue;
    }
    const parsed = schema.safeParse(candidate);
    if (!parsed.success) {
      console.error(`Sección '${candidate.type}' inválida en la posición ${index}`, parsed.error.issues);
      continue;
    }
    if (parsed.data.enabled) sections.push(parsed.data);
  }
  return sections;
}
