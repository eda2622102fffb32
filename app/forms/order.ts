import { postalCodeOf } from "../domain/postal-code";
import { needsAddress, shippingOptionIds } from "../domain/shipping/options";
import { emailAddress } from "./email";
import { fieldLimits } from "./field-limits";
import { orderCopy, paymentMethods, type CheckoutDraftField, type PaymentMethod } from "./order-copy";
import { shopperErrorCopy } from "./shopper-errors";
import { z } from "./zod";

// The schema-wide `error` would also answer a value over the limit with 'Completá este dato.'.
const text = (max: number) =>
  z.string({ error: orderCopy.required }).trim().min(1, orderCopy.required).max(max, shopperErrorCopy.tooLong(max));
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const PostalCodeField = z
  .string({ error: orderCopy.postalCodeInvalid })
  .trim()
  .max(fieldLimits.postalCode, orderCopy.postalCodeInvalid)
  .refine((value) => postalCodeOf(value) !== null, orderCopy.postalCodeInvalid)
  .transform((value) => postalCodeOf(value) ?? value);

/** 'Ver formas de envío': only the postal code matters; the other fields come back as typed. */
export const ShippingQuoteSchema = z.object({ intent: z.literal("shipping"), postalCode: PostalCodeField });

export const PlaceOrderSchema = z
  .object({
    intent: z.literal("place-order"),
    email: z
      .string({ error: orderCopy.required })
      .trim()
      .toLowerCase()
      .max(fieldLimits.email, orderCopy.emailInvalid)
      .pipe(emailAddress(orderCopy.emailInvalid)),
    firstName: text(fieldLimits.firstName),
    lastName: text(fieldLimits.lastName),
    document: z
      .string({ error: orderCopy.documentInvalid })
      .max(fieldLimits.document, orderCopy.documentInvalid)
      .transform((value) => value.replace(/[.\s-]/g, ""))
      .pipe(z.string().regex(/^\d{7,8}$/, orderCopy.documentInvalid)),
    phone: z
      .string({ error: orderCopy.phoneInvalid })
      .max(fieldLimits.phone, orderCopy.phoneInvalid)
      .transform((value) => value.replace(/[\s()+-]/g, ""))
      .pipe(z.string().regex(/^\d{8,15}$/, orderCopy.phoneInvalid)),
    postalCode: PostalCodeField,
    street: optionalText(fieldLimits.street),
    streetNumber: optionalText(fieldLimits.streetNumber),
    apartment: optionalText(fieldLimits.apartment),
    city: optionalText(fieldLimits.city),
    province: optionalText(fieldLimits.province),
    shippingOption: z
      .string({ error: orderCopy.chooseShipping })
      .trim()
      .max(fieldLimits.shippingOption, orderCopy.chooseShipping)
      .regex(/^[a-z0-9-]{1,40}$/, orderCopy.chooseShipping),
    pickupStore: optionalText(fieldLimits.pickupStore),
    paymentMethod: z.enum(Object.keys(paymentMethods) as [PaymentMethod, ...PaymentMethod[]], {
      error: orderCopy.required,
    }),
    /** The total the shopper saw, only to tell them when it changed: what they pay is the server's. */
    shownTotal: z.coerce.number().min(0),
    /**
     * The shipping prices the shopper saw, 'option:centavos' by option ('express:450000,standard:0'),
     * only to tell them when one changed — a free-shipping promotion that ended meanwhile (decision
     * 122). A form without it (rendered before the field existed) is checked on its total alone.
     */
    shownShipping: z
      .string()
      .max(fieldLimits.shownShipping)
      .regex(/^([a-z0-9-]{1,40}:\d{1,12})(,[a-z0-9-]{1,40}:\d{1,12})*$/)
      .transform((value) =>
        Object.fromEntries(value.split(",").map((pair) => [pair.split(":")[0]!, Number(pair.split(":")[1])])),
      )
      .optional()
      .catch(undefined),
    /** This rendering of the form: a second submit of it finds the order the first placed (decision 113). */
    attempt: z.string().max(fieldLimits.attempt).uuid().optional().catch(undefined),
  })
  .superRefine((order, context) => {
    if (needsAddress(order.shippingOption)) {
      for (const field of ["street", "streetNumber", "city", "province"] as const) {
        if (!order[field]) context.addIssue({ code: "custom", path: [field], message: orderCopy.required });
      }
    }
    if (order.shippingOption === shippingOptionIds.storePickup && !order.pickupStore) {
      context.addIssue({ code: "custom", path: ["pickupStore"], message: orderCopy.choosePickupStore });
    }
    if (order.paymentMethod === "pago-en-el-local" && order.shippingOption !== shippingOptionIds.storePickup) {
      context.addIssue({ code: "custom", path: ["paymentMethod"], message: orderCopy.payInStoreNeedsPickup });
    }
  });
export type PlaceOrder = z.infer<typeof PlaceOrderSchema>;
export type OrderFields = z.input<typeof PlaceOrderSchema>;

export const CheckoutActionSchema = z.discriminatedUnion("intent", [ShippingQuoteSchema, PlaceOrderSchema]);

/** The order form's draft (decision 114): the fields `checkoutDraftFields` names, as typed. */
export type CheckoutDraft = Partial<Record<CheckoutDraftField, string>>;

/**
 * A draft keeps what was typed, half-typed included ('ana@'), so only its shape is checked: a value
 * that is not a string, is over its field's limit or is no option id is dropped, never an error.
 * An emptied field is kept as '' so that it stays empty rather than refilled from the profile.
 */
const draftText = (max: number) => z.string().trim().max(max).optional().catch(undefined);

export const CheckoutDraftSchema = z
  .object({
    email: draftText(fieldLimits.email),
    firstName: draftText(fieldLimits.firstName),
    lastName: draftText(fieldLimits.lastName),
    document: draftText(fieldLimits.document),
    phone: draftText(fieldLimits.phone),
    postalCode: z
      .string()
      .trim()
      .max(fieldLimits.postalCode)
      .transform((value) => postalCodeOf(value) ?? value)
      .optional()
      .catch(undefined),
    street: draftText(fieldLimits.street),
    streetNumber: draftText(fieldLimits.streetNumber),
    apartment: draftText(fieldLimits.apartment),
    city: draftText(fieldLimits.city),
    province: draftText(fieldLimits.province),
    shippingOption: z
      .string()
      .trim()
      .max(fieldLimits.shippingOption)
      .regex(/^[a-z0-9-]*$/)
      .optional()
      .catch(undefined),
    pickupStore: draftText(fieldLimits.pickupStore),
  })
  .catch({});
