// The studio's promotion forms (decision 122): the promotion itself, its pause / resume / end, and
// its coupon codes, one typed or a generated batch. The rules of a promotion's numbers and minutes
// live in domain/promotions/promotion-draft.ts; this schema says them next to each field.
import { maxBatchSize } from "../domain/promotions/coupon-batch";
import { promotionKinds } from "../domain/promotions/promotion";
import { promotionColumnsOf } from "../domain/promotions/promotion-draft";
import { fieldLimits } from "./field-limits";
import { z } from "./zod";

export const promotionCopy = {
  unreadable: "No pudimos procesar el formulario. Recargá la página y probá de nuevo.",
  nameRequired: "Ingresá el nombre de la promoción.",
  nameLong: `El nombre puede tener hasta ${fieldLimits.name} caracteres.`,
  badgeLong: `La cucarda puede tener hasta ${fieldLimits.badge} caracteres.`,
  kind: "Elegí el tipo de promoción.",
  number: "Ingresá un número entero.",
  conflict:
    "Otra persona cambió esta promoción mientras la editabas: no guardamos tus cambios. Revisá cómo quedó y volvé a intentar.",
  notFound: "No encontramos esa promoción.",
  unknownCategories: (paths: string) => `Estas categorías no existen: ${paths}.`,
  unknownBrands: "Alguna de las marcas elegidas ya no existe.",
  unknownCollections: "Alguna de las colecciones elegidas ya no existe.",
  unknownSkus: (ids: string) => `Estos SKU no existen: ${ids}.`,
  unknownGift: "Ese SKU no existe.",
  codeRequired: "Ingresá el código.",
  codeMalformed: "El código lleva de 3 a 40 letras, números o guiones (sin acentos ni espacios).",
  codeTaken: "Ya existe un cupón con ese código.",
  noCoupons: "Esta promoción no pide cupón: marcá «Necesita cupón» y guardala antes de agregar códigos.",
  maxUses: "Ingresá un número entero de 1 o más, o dejalo vacío para no limitar.",
  batchNameRequired: "Ingresá un nombre para el lote.",
  batchNameMalformed: "El nombre del lote lleva letras, números, espacios o guiones.",
  batchNameTaken: "Esta promoción ya tiene un lote con ese nombre.",
  prefixMalformed: "El prefijo lleva hasta 31 letras, números o guiones.",
  count: `Ingresá cuántos códigos generar: de 1 a ${maxBatchSize}.`,
  saved: "Guardamos la promoción.",
  created: "Creamos la promoción.",
  paused: "Pausamos la promoción: no se aplica hasta que la reanudes.",
  resumed: "Reanudamos la promoción.",
  ended: "Terminamos la promoción: ya no se aplica.",
  couponAdded: (code: string) => `Agregamos el cupón ${code}.`,
  batchCreated: (count: number, batch: string) => `Generamos ${count} códigos en el lote «${batch}».`,
} as const;

const website = z.string().max(fieldLimits.website, promotionCopy.unreadable).optional();
const revision = z
  .string({ error: promotionCopy.unreadable })
  .max(fieldLimits.revision, promotionCopy.unreadable)
  .regex(/^\d+$/, promotionCopy.unreadable)
  .transform(Number);
const number = (message: string = promotionCopy.number) => z.number({ error: message }).optional();
const ids = (limit: number) => z.array(z.string().max(limit)).max(500).default([]);

const save = z
  .object({
    intent: z.literal("guardar"),
    revision: revision.optional(),
    name: z
      .string({ error: promotionCopy.nameRequired })
      .trim()
      .min(1, promotionCopy.nameRequired)
      .max(fieldLimits.name, promotionCopy.nameLong),
    badge: z.string().trim().max(fieldLimits.badge, promotionCopy.badgeLong).optional(),
    kind: z.enum(promotionKinds, { error: promotionCopy.kind }),
    percent: number(),
    amountPesos: number(),
    buy: number(),
    pay: number(),
    nth: number(),
    giftSku: z.string().max(fieldLimits.giftSku).optional(),
    categories: ids(200),
    brands: ids(20),
    collections: ids(40),
    skus: z.string().max(fieldLimits.skus).optional(),
    minimumPesos: number(),
    startsAt: z.string({ error: "Ingresá el día y la hora de inicio." }).max(fieldLimits.startsAt),
    endsAt: z.string().max(fieldLimits.endsAt).optional(),
    priority: number(),
    stacks: z.boolean().optional(),
    firstPurchase: z.boolean().optional(),
    needsCoupon: z.boolean().optional(),
    website,
  })
  .superRefine((draft, context) => {
    const verdict = promotionColumnsOf(draft);
    if (!verdict.ok)
      for (const [field, message] of Object.entries(verdict.errors))
        context.addIssue({ code: "custom", path: [field], message });
  });

export const PromotionSaveSchema = save;
export type PromotionSave = z.output<typeof save>;

const small = (intent: "pausar" | "reanudar" | "terminar") =>
  z.object({ intent: z.literal(intent), revision, website });

const limit = z
  .number({ error: promotionCopy.maxUses })
  .int(promotionCopy.maxUses)
  .min(1, promotionCopy.maxUses)
  .max(1_000_000, promotionCopy.maxUses)
  .optional();

const coupon = z.object({
  intent: z.literal("cupon"),
  couponCode: z
    .string({ error: promotionCopy.codeRequired })
    .trim()
    .min(1, promotionCopy.codeRequired)
    .max(fieldLimits.couponCode, promotionCopy.codeMalformed),
  maxUses: limit,
  maxUsesPerShopper: limit,
  website,
});

const batch = z.object({
  intent: z.literal("lote"),
  batchName: z
    .string({ error: promotionCopy.batchNameRequired })
    .trim()
    .min(1, promotionCopy.batchNameRequired)
    .max(fieldLimits.batchName, promotionCopy.batchNameMalformed)
    .regex(/^[\p{L}\p{N} _-]+$/u, promotionCopy.batchNameMalformed),
  prefix: z.string().max(fieldLimits.prefix, promotionCopy.prefixMalformed).optional(),
  count: z
    .number({ error: promotionCopy.count })
    .int(promotionCopy.count)
    .min(1, promotionCopy.count)
    .max(maxBatchSize, promotionCopy.count),
  maxUses: limit,
  maxUsesPerShopper: limit,
  website,
});

/** Everything a promotion's page posts, told apart by `intent`. */
export const PromotionActionSchema = z.discriminatedUnion(
  "intent",
  [save, small("pausar"), small("reanudar"), small("terminar"), coupon, batch],
  { error: promotionCopy.unreadable },
);
export type PromotionAction = z.output<typeof PromotionActionSchema>;
export type PromotionIntent = PromotionAction["intent"];

/** The promotion form's fields as the page fills them (a new one's starting point, or what it is). */
export type PromotionFormValues = {
  name?: string;
  badge?: string;
  kind?: string;
  percent?: number;
  amountPesos?: number;
  buy?: number;
  pay?: number;
  nth?: number;
  giftSku?: string;
  categories?: string[];
  brands?: string[];
  collections?: string[];
  skus?: string;
  minimumPesos?: number;
  startsAt?: string;
  endsAt?: string;
  priority?: number;
  stacks?: boolean;
  firstPurchase?: boolean;
  needsCoupon?: boolean;
};
