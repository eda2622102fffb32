// The PDP's shipping simulation (decision 021; spec products-and-buying §2.4, §4, §5, §9): the checkout's
// own rules (config:checkout, config:stores, the delivery zones in D1) for one unit of a SKU.
import { cartOf } from "../../domain/cart/cart";
import { pickupStoresFor, shippingOptionsFor } from "../../domain/shipping/options";
import { shippingAddress, simulatedOptions, type ShippingSimulation } from "../../domain/shipping/simulation";
import { catalog } from "../../ports/catalog.server";
import { requestClock } from "../../ports/clock.server";
import type { AppContext } from "../../ports/context.server";
import { promotions } from "../../ports/promotions.server";
import { settingsAndStores } from "../checkout/checkout.server";

/**
 * The options to a postal code for `total` pesos of goods, promised from the request's present
 * (decision 118); null when the code is in no delivery zone (an invalid code). `promotedFreeShipping`:
 * a promotion makes shipping free (decision 122).
 */
async function simulateShipping(
  context: AppContext,
  request: Request,
  postalCode: string,
  total: number,
  promotedFreeShipping: boolean,
): Promise<ShippingSimulation | null> {
  const [zones, { settings, pickupStores }] = await Promise.all([
    catalog(context).deliveryZonesOf(postalCode),
    settingsAndStores(context),
  ]);
  if (zones.length === 0) return null;
  const stores = pickupStoresFor(pickupStores, postalCode);
  const now = requestClock(context, request);
  const options = shippingOptionsFor({ zones, total, stores, settings, now, promotedFreeShipping });
  return {
    postalCode,
    address: shippingAddress(postalCode),
    options: simulatedOptions(options, stores[0]?.name ?? null),
  };
}

/**
 * The PDP's calculator: one unit of `sku` as the bag would price it now, automatic promotions
 * included (decision 122) — its price, and free shipping if one gives it; null for a SKU the
 * catalogue lacks or a code in no delivery zone.
 */
export async function simulateShippingOfSku(
  context: AppContext,
  request: Request,
  postalCode: string,
  sku: string,
): Promise<ShippingSimulation | null> {
  const now = requestClock(context, request);
  const [item, current] = await Promise.all([catalog(context).unitItem(sku), promotions(context).current(now)]);
  if (!item) return null;
  const unit = cartOf([{ ...item, quantity: 1 }], [], {
    promotions: current,
    facts: { now, coupon: null, firstPurchase: false },
  });
  return simulateShipping(context, request, postalCode, unit.total, unit.freeShipping !== null);
}
