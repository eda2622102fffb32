import { emailAddress } from "./email";
import { fieldLimits } from "./field-limits";
import { z } from "./zod";

/** Copy of /seguimiento (decision 117), shared by the form and its action. */
export const trackingCopy = {
  title: "Seguí tu pedido",
  intro: "Ingresá el número de pedido y el email con el que lo hiciste para ver en qué estado está.",
  orderRequired: "Ingresá el número de pedido.",
  orderInvalid: "Ingresá el número de pedido como figura en tu email de confirmación (por ejemplo, 100231).",
  emailRequired: "Ingresá tu email.",
  emailInvalid: "Ingresá un email válido.",
  submit: "Ver mi pedido",
  sending: "Buscando…",
  /** The one answer to a wrong number, a wrong e-mail or both: it never says which (decision 117). */
  notFound: "No encontramos un pedido con ese número y ese email. Revisá los datos de tu email de confirmación.",
  rateLimited: "Recibimos muchas consultas desde tu conexión. Probá de nuevo en unos minutos.",
  failed: "No pudimos buscar tu pedido. Probá de nuevo en unos minutos.",
  locked:
    "Para ver un pedido desde otro navegador o dispositivo, ingresá su número y el email con el que lo hiciste. Si tenés una cuenta con ese email, también lo encontrás en Mi cuenta.",
} as const;

export const TrackingSchema = z.object({
  orderNumber: z
    .string({ error: trackingCopy.orderRequired })
    .trim()
    .min(1, trackingCopy.orderRequired)
    .max(fieldLimits.orderNumber, trackingCopy.orderInvalid)
    // 'Pedido N° 100231', 'n° 100231', '#100231' → 100231, as the arrepentimiento form reads it.
    .transform((value) => value.replace(/^(pedido)?\s*(n°|nro\.?|#)?\s*/i, "").replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{1,12}$/, trackingCopy.orderInvalid))
    .transform(Number),
  email: z
    .string({ error: trackingCopy.emailRequired })
    .trim()
    .min(1, trackingCopy.emailRequired)
    .max(fieldLimits.email, trackingCopy.emailInvalid)
    .pipe(emailAddress(trackingCopy.emailInvalid)),
  /** Honeypot: people never see it, bots fill it. */
  website: z.string().max(fieldLimits.website, "No pudimos procesar el formulario.").optional(),
});
export type TrackingSubmission = z.infer<typeof TrackingSchema>;
export type TrackingFields = z.input<typeof TrackingSchema>;
