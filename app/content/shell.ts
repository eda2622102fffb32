import { z } from "zod";
import { AssetPath, Color, Href } from "./primitives";
import { edited } from "./widgets";

/** KV documents of the site shell (spec storefront-shell §2.3–§2.7, fields §3.7). */
const ImageSchema = edited(
  z.object({
    src: z.string().min(1),
    alt: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  "image",
);

const LinkSchema = z.object({ text: z.string().min(1), url: z.string().min(1) });

/** Spec §2.5 / §3.7 desktop menu item: itemFirstLevel…, secondLevelContent[], exclusive brands, benefits. */
const MegaMenuItemSchema = z.object({
  text: z.string().min(1),
  url: Href,
  color: Color.optional(),
  bold: z.boolean().default(false),
  columns: z
    .array(
      z.object({
        title: z.string().min(1),
        highlightColor: Color.optional(),
        highlightHoverColor: Color.optional(),
        border: z.boolean().default(false),
        links: z.array(
          z.object({
            text: z.string().min(1),
            url: Href,
            hoverColor: Color.optional(),
            highlight: z.boolean().default(false),
            titleOnly: z.boolean().default(false),
          }),
        ),
      }),
    )
    .default([]),
  image: edited(z.object({ src: AssetPath, alt: z.string(), width: z.number().int().positive(), height: z.number().int().positive() }), "image").optional(),
  exclusiveBrands: z
    .object({
      title: z.string().default("Marcas Exclusivas"),
      items: z.array(z.object({ url: Href, image: AssetPath, alt: z.string(), text: z.string() })).min(1),
    })
    .optional(),
  benefits: z.array(z.object({ url: Href, image: AssetPath, title: z.string().min(1), linkText: z.string().min(1) })).default([]),
}).superRefine((item, context) => {
  // One panel, headings a shopper can tell apart: a column titled like the exclusive-brands module
  // showed 'MARCAS EXCLUSIVAS' twice side by side (both are uppercased on screen).
  const titles = [...item.columns.map((column) => column.title), ...(item.exclusiveBrands ? [item.exclusiveBrands.title] : [])];
  const seen = new Set<string>();
  for (const title of titles) {
    const key = title.trim().toLowerCase();
    if (seen.has(key)) context.addIssue({ code: "custom", path: ["columns"], message: `'${item.text}' repite el título «${title}» en su panel` });
    seen.add(key);
  }
});
export type MegaMenuItem = z.infer<typeof MegaMenuItemSchema>;

/** Spec §2.6 / §3.7 mobile menu: main items with a second level (and a third), links without images, main links. */
const MobileMenuSchema = z.object({
  mainItems: z.array(
    z.object({
      text: z.string().min(1),
      image: AssetPath,
      links: z.array(
        z.object({
          text: z.string().min(1),
          url: Href,
          bold: z.boolean().default(false),
          thirdLevel: z.array(z.object({ text: z.string().min(1), url: Href, bold: z.boolean().default(false) })).default([]),
        }),
      ),
    }),
  ),
  linksNoImage: z.array(
    z.object({ text: z.string().min(1), url: Href, bold: z.boolean().default(false), color: Color.optional(), style: z.enum(["plain", "button"]).default("plain") }),
  ),
  mainLinks: z.array(z.object({ text: z.string().min(1), url: Href })),
  social: z.array(z.object({ url: z.url(), icon: AssetPath, alt: z.string().min(1) })).default([]),
});
export type MobileMenu = z.infer<typeof MobileMenuSchema>;

export const HeaderSchema = z.object({
  logo: ImageSchema.extend({ href: z.string().default("/") }),
  searchPlaceholder: z.string().default("Buscá perfumes, maquillaje y más…"),
  /** Spec §2.3 "The search sits in a second row, or shows as an expandable icon with a back button labelled 'Collapse search bar'." */
  mobileSearch: z.enum(["second-row", "expandable"]).default("second-row"),
  alertBar: z.object({
    speed: z.number().positive().default(1),
    messages: z.array(z.object({ text: z.string().min(1), color: z.string().default("#000") })),
  }),
  /** First-level items of the desktop links bar; those with columns open the mega-menu (§2.5). */
  linksBar: z.array(MegaMenuItemSchema),
  /** "The navbar can show free-shipping information." */
  freeShippingText: z.string().optional(),
  mobileMenu: MobileMenuSchema,
  /** Mobile bottom bar (§2.6): the alt text decides what an icon opens. */
  bottomBar: z.array(z.object({ icon: AssetPath, alt: z.string().min(1), link: Href.default("/") })).max(6),
});
export type Header = z.infer<typeof HeaderSchema>;

export const FooterSchema = z.object({
  columns: z.array(z.object({ title: z.string(), links: z.array(LinkSchema) })),
  phones: z
    .array(
      z.object({
        label: z.enum(["Venta Telefónica", "Atención al Cliente"]),
        value: z.string().min(1),
        inUse: z.boolean(),
      }),
    )
    .max(2),
  social: z.array(z.object({ link: z.url(), logo: z.string(), name: z.string(), alt: z.string() })),
  logo: z.object({ desktop: ImageSchema, mobile: ImageSchema, text: z.string() }),
  legalText: z.string(),
  commercialLogos: z.array(z.object({ link: z.string(), logo: ImageSchema })),
  newsletter: z.object({
    title: z.string().default("Suscribite a nuestro newsletter"),
    placeholder: z.string().default("Ingresá tu email"),
    button: z.string().default("Suscribirse"),
  }),
});
export type Footer = z.infer<typeof FooterSchema>;
