import { z } from "zod";

// config:* — copies of upstream services the scheduled handler refreshes (spec storefront-shell §7,
// §3.8, §3.11), so no request waits on them. Seeded from content/config/ until URLs are configured.

/** Spec §3.8: latitud/longitud are strings parsed to numbers; only disponible stores are listed. */
export const StoreSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  nombre: z.string().min(1),
  provincia: z.string().min(1),
  localidad: z.string().min(1),
  /** The street address; the spec's global pickup point shows it (§2.9 "address.street"). */
  direccion: z.string().default(""),
  horario: z.string().default(""),
  numero: z.string().default(""),
  latitud: z.coerce.number().min(-90).max(90),
  longitud: z.coerce.number().min(-180).max(180),
  disponible: z.boolean(),
  imagen_retiro: z.string().default(""),
  storeLink: z.string().default(""),
});
export type Store = z.infer<typeof StoreSchema>;
export const StoresSchema = z.object({ storesData: z.array(StoreSchema) });

/** Spec §3.7 "brandsMenuData, a map keyed by brand name. Its value shape is not shown": ours is the e-shop accordion. */
export const BrandsMenuSchema = z.object({
  brandsMenuData: z.record(
    z.string(),
    z.array(z.object({ title: z.string().min(1), url: z.string().optional(), links: z.array(z.object({ text: z.string().min(1), url: z.string().min(1) })).default([]) })),
  ),
});
export type BrandsMenu = z.infer<typeof BrandsMenuSchema>;

/** Spec §3.11 "An array whose first element is {active, from, to}." */
export const ContingencySchema = z.array(z.object({ active: z.boolean(), from: z.string(), to: z.string() })).min(1);
export type Contingency = z.infer<typeof ContingencySchema>;
