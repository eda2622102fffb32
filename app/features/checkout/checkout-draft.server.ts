// The order form's draft and starting values (decision 114). What a shopper types into contact and
// delivery is kept with their cart, in its Durable Object, as VTEX's orderForm keeps its profile and
// shipping data: never in the session cookie, which is only signed, not encrypted, and size-limited.
// The form starts from the draft, else from the signed-in person's profile and their last order.
import type { PickupStore, ShippingOption } from "../../domain/shipping/options";
import { CheckoutDraftSchema, type CheckoutDraft } from "../../forms/order";
import { checkoutDraftFields } from "../../forms/order-copy";
import { sessionCart } from "../../ports/cart.server";
import type { AppContext } from "../../ports/context.server";
import { orders } from "../../ports/orders.server";
import { sessions, type ShopperSession } from "../../ports/session.server";
import { personOf } from "../accounts/shopper.server";

/** The draft fields a post carries, validated: anything else (the payment method, a bad value) is dropped. */
export function checkoutDraftOf(fields: FormData | Record<string, unknown>): CheckoutDraft {
  const posted: Record<string, unknown> = {};
  for (const field of checkoutDraftFields) {
    const value = fields instanceof FormData ? fields.get(field) : fields[field];
    if (value !== null && value !== undefined) posted[field] = value;
  }
  return definedOnly(CheckoutDraftSchema.parse(posted));
}

/**
 * Keeps the contact and delivery fields of an order form post with the session's cart, leaving the
 * fields the post did not carry as they were. Every post of the form that does not place an order
 * calls it: 'Ver formas de envío', an order refused, `intent=save-draft`, and /checkout/borrador as
 * a field is left. Never throws: a draft not kept costs some typing, not the answer to the post.
 */
export async function saveCheckoutDraft(
  request: Request,
  context: AppContext,
  fields: FormData | Record<string, unknown>,
): Promise<void> {
  const draft = checkoutDraftOf(fields);
  if (Object.keys(draft).length === 0) return;
  try {
    const session = await sessions(context, request).read();
    await sessionCart(context, session).saveCheckoutDraft(draft);
  } catch (error) {
    console.error("Formulario de compra: no se pudo guardar lo escrito", error);
  }
}

/**
 * The form's starting values, field by field: the draft's (an emptied field stays empty), else the
 * signed-in person's profile, else their last order here. A store that fails leaves the form empty
 * rather than the page down.
 */
export async function startingValues(context: AppContext, session: ShopperSession): Promise<CheckoutDraft> {
  const [draft, known] = await Promise.all([
    sessionCart(context, session)
      .checkoutDraft()
      .then((stored) => definedOnly(CheckoutDraftSchema.parse(stored)))
      .catch((error: unknown) => {
        console.error("Formulario de compra: no se pudo leer lo escrito", error);
        return {};
      }),
    knownOf(context, session).catch((error: unknown) => {
      console.error("Formulario de compra: no se pudieron leer los datos de la cuenta", error);
      return {};
    }),
  ]);
  return { ...known, ...draft };
}

/** The person's profile, completed by the last order they placed here. */
async function knownOf(context: AppContext, session: ShopperSession): Promise<CheckoutDraft> {
  const person = await personOf(context, session);
  if (!person) return {};
  const last = await orders(context).lastDeliveryOf(person.id);
  return definedOnly(
    CheckoutDraftSchema.parse({
      email: person.email,
      firstName: person.givenName || last?.firstName,
      lastName: person.familyName || last?.lastName,
      document: person.document || last?.document,
      phone: person.phone || last?.phone,
      postalCode: last?.postalCode,
      street: last?.street ?? undefined,
      streetNumber: last?.streetNumber ?? undefined,
      apartment: last?.apartment ?? undefined,
      city: last?.city ?? undefined,
      province: last?.province ?? undefined,
      shippingOption: last?.shippingOption,
      pickupStore: last?.pickupStore ?? undefined,
    }),
  );
}

/**
 * Starting values with only the choices the page offers now: a shipping option the postal code
 * still has, a pickup store near it (by id, or by the name a past order keeps).
 */
export function offeredOnly(
  values: CheckoutDraft,
  options: ShippingOption[],
  pickupStores: PickupStore[],
): CheckoutDraft {
  const { shippingOption, pickupStore, ...rest } = values;
  const option = options.find((offered) => offered.id === shippingOption);
  const store =
    pickupStores.find((near) => near.id === pickupStore) ?? pickupStores.find((near) => near.name === pickupStore);
  return { ...rest, ...(option ? { shippingOption: option.id } : {}), ...(store ? { pickupStore: store.id } : {}) };
}

const definedOnly = (values: Record<string, string | undefined>): CheckoutDraft =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));
