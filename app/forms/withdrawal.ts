import { emailAddress } from "./email";
import { fieldLimits } from "./field-limits";
import { z } from "./zod";

/** Copy of the purchase-cancellation form (spec storefront-shell §2.19), shared by the form and its action. */
export const withdrawalCopy = {
  orderRequired: "Ingresá el número de pedido.",
  orderInvalid: "Ingresá el número de pedido como figura en tu email de confirmación (solo letras, números y guiones).",
  emailRequired: "Ingresá tu email.",
  emailInvalid: "Ingresá un email válido.",
  nameRequired: "Ingresá tu nombre y apellido.",
  nameLong: `El nombre puede tener hasta ${fieldLimits.name} caracteres.`,
  documentInvalid: "Ingresá un DNI válido (7 u 8 números, sin puntos).",
  reasonRequired: "Contanos el motivo de tu arrepentimiento.",
  reasonLong: `El motivo puede tener hasta ${fieldLimits.reason} caracteres.`,
  rateLimited: "Recibimos muchas solicitudes desde tu conexión. Probá de nuevo en unos minutos.",
  failed: "No pudimos registrar tu solicitud. Probá de nuevo en unos minutos.",
  received: (code: string) => `Recibimos tu solicitud. Tu código de identificación es ${code}.`,
} as const;

export const WithdrawalSchema = z.object({
  orderNumber: z
    .string({ error: withdrawalCopy.orderRequired })
    .trim()
    .min(1, withdrawalCopy.orderRequired)
    .max(fieldLimits.orderNumber, withdrawalCopy.orderInvalid)
    .regex(/^[\p{L}\p{N}° #-]+$/u, withdrawalCopy.orderInvalid)
    // 'Pedido N° 100001', 'n° 100001', '#100001' → '100001': the number is what ops look up.
    .transform((value) => value.replace(/^(pedido)?\s*(n°|nro\.?|#)?\s*/i, "").replace(/\s+/g, "")),
  email: z
    .string({ error: withdrawalCopy.emailRequired })
    .trim()
    .min(1, withdrawalCopy.emailRequired)
    .max(fieldLimits.email, withdrawalCopy.emailInvalid)
    .pipe(emailAddress(withdrawalCopy.emailInvalid))
    .transform((value) => value.toLowerCase()),
  name: z
    .string({ error: withdrawalCopy.nameRequired })
    .trim()
    .min(1, withdrawalCopy.nameRequired)
    .max(fieldLimits.name, withdrawalCopy.nameLong),
  document: z
    .string({ error: withdrawalCopy.documentInvalid })
    .trim()
    .max(fieldLimits.document, withdrawalCopy.documentInvalid)
    .transform((value) => value.replace(/\./g, ""))
    .pipe(z.string().regex(/^\d{7,8}$/, withdrawalCopy.documentInvalid)),
  reason: z
    .string({ error: withdrawalCopy.reasonRequired })
    .trim()
    .min(1, withdrawalCopy.reasonRequired)
    .max(fieldLimits.reason, withdrawalCopy.reasonLong),
  /** Honeypot: people never see it, bots fill it. */
  website: z.string().max(fieldLimits.website, "No pudimos procesar el formulario.").optional(),
});
export type WithdrawalSubmission = z.infer<typeof WithdrawalSchema>;
export type WithdrawalFields = z.input<typeof WithdrawalSchema>;
