// The price and stock import's forms (decision 128): upload a file (the dry run), confirm a checked
// import at its revision (with the big-change checkbox when the dry run asks), or discard it.
import { z } from "./zod";

export const priceImportCopy = {
  unreadable: "No pudimos leer el formulario. Recargá la página y probá de nuevo.",
  noFile: "Elegí un archivo CSV o TSV de precios y stock.",
  notFound: "No encontramos esa importación.",
  confirmBig: "Hay cambios grandes de precio: marcá la casilla para confirmar que los revisaste, o corregí el archivo.",
  conflict:
    "Esta importación ya no se puede aplicar: ya se aplicó, se descartó, o se aplicó otra después de su prueba. Subí el archivo de nuevo para probarlo contra los precios de hoy.",
  failed:
    "No se pudo aplicar la importación y no cambió nada. Podés volver a intentar; si se repite, avisá a quien mantiene la tienda.",
  applied: "Aplicamos la importación: la tienda ya muestra los precios y el stock nuevos.",
  discarded: "Descartamos la importación: no cambió nada.",
} as const;

const importId = z.coerce.number().int().positive();
const revision = z.coerce.number().int().min(0);

export const PriceImportDecisionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("aplicar"),
    importId,
    revision,
    // A checkbox: Conform reads 'on' as true, and its absence as false (decision 128).
    confirmBig: z.boolean().default(false),
  }),
  z.object({ intent: z.literal("descartar"), importId, revision }),
]);

export type PriceImportDecision = z.infer<typeof PriceImportDecisionSchema>;
