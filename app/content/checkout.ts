import { z } from "zod";

// config:checkout — what ops tune about buying without a deploy: the free-shipping threshold (spec
// products-and-buying §2.7, §9; storefront-shell §2.3 "free shipping on purchases over $120.000")
// and Esencia's shipping rates by delivery zone (decisions 019 and 021).

const Pesos = z.number().min(0).max(10_000_000);

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
});
export type CheckoutSettings = z.infer<typeof CheckoutSchema>;

export const defaultCheckout: CheckoutSettings = CheckoutSchema.parse({});
