// The studio's price list forms (decision 129): a new list (name, Buenos Aires minutes, its price
// file) and a list's 'Cancelar' and 'Terminar ahora'. The minutes' and the file's rules live in
// domain/catalogue/price-list.ts; this schema says them next to each field.
import { listMinutesOf } from "../domain/catalogue/price-list";
import { fieldLimits } from "./field-limits";
import { z } from "./zod";

/** The largest price file a list takes: about 100,000 rows of SKU and price. */
export const maxPriceListFileBytes = 4 * 1024 * 1024;

export const priceListCopy = {
  unreadable: "No pudimos procesar el formulario. Recargá la página y probá de nuevo.",
  nameRequired: "Ingresá el nombre de la lista.",
  nameLong: `El nombre puede tener hasta ${fieldLimits.name} caracteres.`,
  fileRequired: "Elegí el archivo de precios (CSV o TSV con las columnas SKU o EAN y Precio).",
  fileTooLarge: `El archivo pesa más de ${maxPriceListFileBytes / 1024 / 1024} MB: dividilo en varias listas.`,
  fileRefused: "El archivo tiene errores: no guardamos la lista. Corregilos y subilo de nuevo.",
  noPriceColumn: "El archivo no tiene la columna «Precio»: una lista necesita el precio de cada SKU.",
  clash: (name: string, skus: string) =>
    `Se superpone con la lista «${name}», que en esos minutos también cambia el precio de: ${skus}.`,
  conflict:
    "Otra persona cambió esta lista mientras la mirabas: no hicimos nada. Revisá cómo quedó y volvé a intentar.",
  notFound: "No encontramos esa lista de precios.",
  notCancellable: "La lista ya empezó: no se puede cancelar, solo terminar.",
  notLive: "La lista no está vigente: no hay nada que terminar.",
  created: "Creamos la lista: sus precios empiezan y terminan solos en sus minutos.",
  cancelled: "Cancelamos la lista: no va a aplicarse.",
  ended: "Terminamos la lista: volvieron los precios anteriores.",
} as const;

const website = z.string().max(fieldLimits.website, priceListCopy.unreadable).optional();
const revision = z
  .string({ error: priceListCopy.unreadable })
  .max(fieldLimits.revision, priceListCopy.unreadable)
  .regex(/^\d+$/, priceListCopy.unreadable)
  .transform(Number);

/** The new list's fields; the minutes' rules are checked at the request's present by the feature. */
export const NewPriceListSchema = z
  .object({
    name: z
      .string({ error: priceListCopy.nameRequired })
      .trim()
      .min(1, priceListCopy.nameRequired)
      .max(fieldLimits.name, priceListCopy.nameLong),
    startsAt: z.string().max(fieldLimits.startsAt).optional(),
    endsAt: z.string().max(fieldLimits.endsAt).optional(),
    file: z
      .instanceof(File, { message: priceListCopy.fileRequired })
      .refine((file) => file.size > 0, priceListCopy.fileRequired)
      .refine((file) => file.size <= maxPriceListFileBytes, priceListCopy.fileTooLarge),
    website,
  })
  .superRefine((draft, context) => {
    // Shape only here (a minute that exists, the end after the start); whether the start passed is
    // the feature's, at the request's clock.
    const verdict = listMinutesOf({ startsAt: draft.startsAt ?? "", endsAt: draft.endsAt ?? "" }, new Date(0));
    if (!verdict.ok)
      for (const [field, message] of Object.entries(verdict.errors))
        context.addIssue({ code: "custom", path: [field], message });
  });
export type NewPriceList = z.output<typeof NewPriceListSchema>;

/** What a list's page posts, told apart by `intent`. */
export const PriceListActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("cancelar"), revision, website }),
    z.object({ intent: z.literal("terminar"), revision, website }),
  ],
  { error: priceListCopy.unreadable },
);
export type PriceListAction = z.output<typeof PriceListActionSchema>;

/** The new list form's fields as the page fills them. */
export type PriceListFormValues = { name?: string; startsAt?: string; endsAt?: string };
