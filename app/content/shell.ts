import { z } from "zod";

/** KV documents of the site shell (spec storefront-shell §2.3, §2.4, §2.7). */
const ImageSchema = z.object({
  src: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const LinkSchema = z.object({ text: z.string().min(1), url: z.string().min(1) });

export const HeaderSchema = z.object({
  logo: ImageSchema.extend({ href: z.string().default("/") }),
  searchPlaceholder: z.string().default("Buscá perfumes, maquillaje y más…"),
  alertBar: z.object({
    speed: z.number().positive().default(1),
    messages: z.array(z.object({ text: z.string().min(1), color: z.string().default("#000") })),
  }),
  linksBar: z.array(
    LinkSchema.extend({ color: z.string().optional(), bold: z.boolean().default(false) }),
  ),
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
