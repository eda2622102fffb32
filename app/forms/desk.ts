// The order desk's forms (decision 115): an order's actions and the arrepentimientos' resolutions.
// Each names the revision (or the state) it was taken on, so a change someone else made first wins.
import { pesosToCents } from "../domain/orders/refund-amount";
import { withdrawalStatuses } from "../domain/withdrawal/deadline";
import { fieldLimits } from "./field-limits";
import { z } from "./zod";

export const deskCopy = {
  unreadable: "No pudimos procesar el formulario. Recargá la página y probá de nuevo.",
  carrierRequired: "Ingresá el transporte.",
  carrierLong: `El transporte puede tener hasta ${fieldLimits.carrier} caracteres.`,
  trackingRequired: "Ingresá el número de seguimiento.",
  trackingLong: `El número de seguimiento puede tener hasta ${fieldLimits.trackingNumber} caracteres.`,
  reasonLong: `El motivo puede tener hasta ${fieldLimits.reason} caracteres.`,
  amountInvalid: "Ingresá un importe en pesos mayor a cero, por ejemplo 12.500,50.",
  refusalRequired: "Ingresá el motivo del rechazo: se lo contamos a quien lo pidió.",
  refusalLong: `El motivo puede tener hasta ${fieldLimits.refusal} caracteres.`,
  conflict: (state: string) =>
    `Otra persona cambió este pedido mientras lo mirabas: ahora está «${state}». Revisalo y, si hace falta, volvé a intentar.`,
  withdrawalConflict: (state: string) =>
    `Otra persona resolvió este arrepentimiento mientras lo mirabas: ahora está «${state}».`,
  notFound: "No encontramos ese pedido.",
  withdrawalNotFound: "No encontramos ese arrepentimiento.",
  withdrawalClosed: "Ese arrepentimiento ya está cerrado.",
  withdrawalWithoutOrder: "El arrepentimiento no nombra un pedido conocido: no hay pago que devolver.",
} as const;

const website = z.string().max(fieldLimits.website, deskCopy.unreadable).optional();
const revision = z
  .string({ error: deskCopy.unreadable })
  .max(fieldLimits.revision, deskCopy.unreadable)
  .regex(/^\d+$/, deskCopy.unreadable)
  .transform(Number);

const plain = (intent: "confirmar-transferencia" | "preparar" | "listo-para-retirar" | "entregar") =>
  z.object({ intent: z.literal(intent), revision, website });

const ship = z.object({
  intent: z.literal("enviar"),
  revision,
  carrier: z
    .string({ error: deskCopy.carrierRequired })
    .trim()
    .min(1, deskCopy.carrierRequired)
    .max(fieldLimits.carrier, deskCopy.carrierLong),
  trackingNumber: z
    .string({ error: deskCopy.trackingRequired })
    .trim()
    .min(1, deskCopy.trackingRequired)
    .max(fieldLimits.trackingNumber, deskCopy.trackingLong),
  website,
});

const cancel = z.object({
  intent: z.literal("cancelar"),
  revision,
  reason: z.string().trim().max(fieldLimits.reason, deskCopy.reasonLong).optional(),
  website,
});

/** Blank: everything left to refund. */
const amount = z
  .string()
  .max(fieldLimits.amount, deskCopy.amountInvalid)
  .refine((text) => (pesosToCents(text) ?? 0) > 0, deskCopy.amountInvalid)
  .transform((text) => pesosToCents(text)!)
  .optional();

const refund = z.object({ intent: z.literal("devolver"), revision, amount, website });

export const DeskActionSchema = z.discriminatedUnion(
  "intent",
  [
    plain("confirmar-transferencia"),
    plain("preparar"),
    plain("listo-para-retirar"),
    ship,
    plain("entregar"),
    cancel,
    refund,
  ],
  { error: deskCopy.unreadable },
);

export type DeskAction = z.infer<typeof DeskActionSchema>;
export type DeskShipFields = z.input<typeof ship>;
export type DeskCancelFields = z.input<typeof cancel>;
export type DeskRefundFields = z.input<typeof refund>;

const code = z.string({ error: deskCopy.withdrawalNotFound }).max(fieldLimits.code, deskCopy.withdrawalNotFound);
const expected = z.enum(withdrawalStatuses, { error: deskCopy.unreadable });

const rejectWithdrawal = z.object({
  intent: z.literal("rechazar"),
  code,
  expected,
  refusal: z
    .string({ error: deskCopy.refusalRequired })
    .trim()
    .min(1, deskCopy.refusalRequired)
    .max(fieldLimits.refusal, deskCopy.refusalLong),
  website,
});

export const WithdrawalResolutionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("en-curso"), code, expected, website }),
    z.object({ intent: z.literal("reembolsar"), code, expected, website }),
    rejectWithdrawal,
  ],
  { error: deskCopy.unreadable },
);

export type WithdrawalResolution = z.infer<typeof WithdrawalResolutionSchema>;
export type WithdrawalRejectFields = z.input<typeof rejectWithdrawal>;
