// The longest value each form field takes, by field name: one number read by the zod rule
// (`.max`), by the input's `maxlength` (Conform's `constraint`, so the browser stops the shopper
// first) and by the flash (a value over its limit is not carried back over the 303). Plain data,
// no zod: forms in the first load import it (decision 010). `field-limits.test.ts` checks every
// string in every form schema against this table.

export const fieldLimits = {
  email: 254,
  name: 120,
  givenName: 80,
  familyName: 80,
  firstName: 80,
  lastName: 80,
  password: 128,
  currentPassword: 128,
  newPassword: 128,
  confirmPassword: 128,
  phone: 30,
  /** A DNI as people type it: '30.123.456'. */
  document: 12,
  /** 4 digits or the CPA ('C1425ABC'). */
  postalCode: 8,
  street: 120,
  streetNumber: 12,
  apartment: 40,
  city: 80,
  province: 80,
  shippingOption: 40,
  pickupStore: 40,
  /** The order form's attempt token, a UUID (decision 113). */
  attempt: 36,
  /** The order form's shown shipping prices: a few 'option:centavos' pairs. */
  shownShipping: 400,
  storeId: 40,
  orderNumber: 40,
  reason: 1000,
  variant: 40,
  popupId: 9,
  sku: 20,
  seller: 10,
  productId: 20,
  /** A studio staff member's id: a UUID, or a seeded 'demo-…' id. */
  staffId: 64,
  /** The order desk (decision 115): the revision an action was taken on, shipping, refunds, arrepentimientos. */
  revision: 12,
  carrier: 60,
  trackingNumber: 60,
  /** Pesos as typed: '1.234.567,89'. */
  amount: 20,
  /** An arrepentimiento's code: 'ARR-7K3M9QXD'. */
  code: 20,
  /** A coupon as typed (decision 122): up to 40 characters once normalised, spaces and accents aside. */
  coupon: 60,
  refusal: 1000,
  redirectTo: 2048,
  returnUrl: 2048,
  /** The studio's promotions (decision 122): the cucarda, SKU ids as typed, Buenos Aires minutes. */
  badge: 20,
  giftSku: 12,
  skus: 2000,
  startsAt: 23,
  endsAt: 23,
  /** A coupon code as typed, before it is normalised (up to 40 characters once it is). */
  couponCode: 60,
  batchName: 40,
  prefix: 32,
  /** The studio's products (decision 130): markdown, specification rows, SKUs, pictures' alt text. */
  description: 10000,
  specName: 100,
  specValue: 4000,
  skuName: 200,
  ean: 14,
  variationName: 40,
  variationValue: 80,
  /** Pesos as typed: '45.990,50'. */
  price: 20,
  listPrice: 20,
  alt: 200,
  /** Honeypot: people never see it, bots fill it. */
  website: 0,
} as const;

export type FieldName = keyof typeof fieldLimits;

/** Conform's `constraint` for a form's text fields: `getInputProps` turns it into `maxlength`. */
export function maxLengths<Field extends FieldName>(...fields: Field[]): Record<Field, { maxLength: number }> {
  const constraint = {} as Record<Field, { maxLength: number }>;
  for (const field of fields) constraint[field] = { maxLength: fieldLimits[field] };
  return constraint;
}

export const isFieldName = (name: string): name is FieldName => Object.hasOwn(fieldLimits, name);
