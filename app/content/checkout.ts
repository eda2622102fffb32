import { z } from "zod";

// config:checkout — what ops tune about buying without a deploy: the free-shipping threshold (spec
// products-and-buying §2.7, §9; storefront-shell §2.3 "free shipping on purchases over $120.000")
// and Esencia's shipping rates by delivery zone (decisions 019 and 021), with each option's cut-off
// hour and the Argentine holidays its promise skips (decision 118).

const Pesos = z.number().min(0).max(10_000_000);

/** 'HH:MM', Buenos Aires time. */
const CutOff = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "debe ser una hora HH:MM (p. ej. 13:00)");

/** An ISO date, 'AAAA-MM-DD'. */
const IsoDate = z.iso.date({ error: "debe ser una fecha AAAA-MM-DD" });

/**
 * Feriados nacionales inamovibles y trasladables (on the date they are moved to), 2026 as the
 * national government published it, 2027 by Ley 27.399's rule for the trasladables (decision
 * 118). Días no laborables are not here: couriers and stores work them. Ops keep the list in the
 * studio (config:checkout).
 */
export const argentineHolidays = [
  "2026-01-01", "2026-02-16", "2026-02-17", "2026-03-24", "2026-04-02", "2026-04-03", "2026-05-01",
  "2026-05-25", "2026-06-15", "2026-06-20", "2026-07-09", "2026-08-17", "2026-10-12", "2026-11-23",
  "2026-12-08", "2026-12-25",
  "2027-01-01", "2027-02-08", "2027-02-09", "2027-03-24", "2027-03-26", "2027-04-02", "2027-05-01",
  "2027-05-25", "2027-06-20", "2027-06-21", "2027-07-09", "2027-08-16", "2027-10-11", "2027-11-20",
  "2027-12-08", "2027-12-25",
];

/** A courier rate: a price and the business days it takes, by delivery-zone name (seeded zones). */
const Rate = z.object({ price: Pesos, days: z.number().int().min(0).max(30) });

export const CheckoutSchema = z.object({
  freeShippingThreshold: Pesos.default(120_000),
  /** Same Day: only the capital city (zone 'CABA'), by courier. */
  sameDay: Rate.default({ price: 6_900, days: 0 }),
  /** Express by courier: the zones listed. */
  express: z.record(z.string(), Rate).default({ CABA: { price: 5_400, days: 1 }, GBA: { price: 6_200, days: 1 } }),
  /** Standard by courier, every zone; a zone missing here uses `standardElsewhere`. */
  standard: z
    .record(z.string(), Rate)
    .default({ CABA: { price: 3_900, days: 2 }, GBA: { price: 4_900, days: 3 }, "Córdoba": { price: 6_500, days: 5 }, "Santa Fe y Rosario": { price: 6_500, days: 5 }, Patagonia: { price: 9_900, days: 8 } }),
  standardElsewhere: Rate.default({ price: 7_900, days: 6 }),
  /** Carrier branches and points: the standard rate less this share, one more day. */
  carrierPointDiscount: z.number().min(0).max(1).default(0.2),
  /** Store pickup: business days until the order waits at the store. */
  pickupDays: z.number().int().min(0).max(30).default(2),
  /**
   * Each option's cut-off hour, Buenos Aires time (decision 118): an order after it is handled the
   * next business day; Same Day ('Llega hoy') is not offered after its own.
   */
  cutOffs: z
    .object({
      "same-day": CutOff.default("13:00"),
      express: CutOff.default("15:00"),
      standard: CutOff.default("15:00"),
      "carrier-point": CutOff.default("15:00"),
      pickup: CutOff.default("15:00"),
    })
    .default({ "same-day": "13:00", express: "15:00", standard: "15:00", "carrier-point": "15:00", pickup: "15:00" }),
  /** Holidays the delivery promises skip, as weekends (decision 118). */
  holidays: z.array(IsoDate).max(400).default(argentineHolidays),
  /** Where a 'Transferencia bancaria' goes, shown on the order's confirmation. */
  transferAccount: z
    .object({ holder: z.string().min(1), cbu: z.string().regex(/^\d{22}$/, "debe tener 22 números"), alias: z.string().min(6).max(20), hoursToPay: z.number().int().min(1).max(240) })
    .default({ holder: "Esencia Perfumerías S.A.", cbu: "0170099220000067797370", alias: "ESENCIA.PERFUMES", hoursToPay: 48 }),
  /**
   * Mercado Pago (decision 113): the hours an order paid online waits for its payment — a card is
   * instant, a cash ticket takes a trip to Rapipago or Pago Fácil — before it is cancelled and its
   * stock returns. The order form and the confirmation tell the shopper.
   */
  mercadoPago: z
    .object({ paymentWindowHours: z.number().int().min(1).max(240) })
    .default({ paymentWindowHours: 48 }),
  /**
   * The coupon code a newsletter subscriber is given once they confirm (decision 122): the
   * newsletter's popup promises '10% OFF en tu primera compra'. Empty gives none.
   */
  newsletterCoupon: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9-]*$/, "solo letras, números y guiones")
    .default(""),
});
export type CheckoutSettings = z.infer<typeof CheckoutSchema>;

export const defaultCheckout: CheckoutSettings = CheckoutSchema.parse({});
