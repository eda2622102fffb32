// The PDP's shipping simulation (decision 021; spec products-and-buying §2.4, §4, §5, §9): the checkout's
// own rules (config:checkout, config:stores, the delivery zones in D1) for one unit of a SKU.
import { pickupStoresFor, shippingOptionsFor } from "../../domain/shipping/options";
import { shippingAddress, simulatedOptions, type ShippingSimulation } from "../../domain/shipping/simulation";
import { catalog } from "../../ports/catalog.server";
import { requestClock } from "../../ports/clock.server";
import type { AppContext } from "../../ports/context.server";
import { settingsAndStores } from "../checkout/checkout.server";

/**
 * The options to a postal code for `total` pesos of goods, promised from the request's present
 * (decision 118); null when the code is in no delivery zone (an invalid code).
 */
export async function simulateShipping(
  context: AppContext,
  request: Request,
  postalCode: string,
  total: number,
): Promise<ShippingSimulation | null> {
  const [zones, { settings, pickupStores }] = await Promise.all([
    catalog(context).deliveryZonesOf(postalCode),
    settingsAndStores(context),
  ]);
  if (zones.length === 0) return null;
  const stores = pickupStoresFor(pickupStores, postalCode);
  const options = shippingOptionsFor({ zones, total, stores, settings, now: requestClock(context, request) });
  return {
    postalCode,
    address: shippingAddress(postalCode),
    options: simulatedOptions(options, stores[0]?.name ?? null),
  };
}

/** The PDP's calculator: one unit of `sku` at its price now; null for a SKU the catalogue lacks or a code in no delivery zone. */
export async function simulateShippingOfSku(
  context: AppContext,
  request: Request,
  postalCode: string,
  sku: string,
): Promise<ShippingSimulation | null> {
  const price = await catalog(context).unitPrice(sku);
  return price === null ? null : simulateShipping(context, request, postalCode, price);
}
