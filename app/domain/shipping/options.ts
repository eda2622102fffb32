// Esencia's own shipping rules (decisions 019 and 021: the order form, the PDP's simulation), shaped on spec
// products-and-buying §3 "Shipping option" and §9 "Shipping options": Same Day in the capital by
// courier, Express by courier, store pickup, carrier branches and points, Standard; sorted by
// estimated days; 'Gratis' at 0; estimates 'En hasta N días hábiles', counted from now past cut-off
// hours, weekends and holidays (decision 118, ./delivery-promise.ts).
import type { CheckoutSettings } from "../../content/checkout";
import { formatPrice } from "../price";
import { provinceOf } from "../region";
import { deliveryPromise } from "./delivery-promise";

/** Esencia's shipping options, by id: what the order form posts and the order records. */
export const shippingOptionIds = {
  sameDay: "same-day",
  express: "express",
  standard: "standard",
  carrierPoint: "carrier-point",
  storePickup: "pickup",
} as const;
export type ShippingOptionId = (typeof shippingOptionIds)[keyof typeof shippingOptionIds];

const homeDelivery: readonly string[] = [
  shippingOptionIds.sameDay,
  shippingOptionIds.express,
  shippingOptionIds.standard,
];

/** §9 "via a courier": home delivery needs a street address; store pickup and carrier points do not. */
export const needsAddress = (optionId: string) => homeDelivery.includes(optionId);

const channelOf = (id: ShippingOptionId): ShippingOption["deliveryChannel"] =>
  needsAddress(id) ? "delivery" : "pickup-in-point";

export type ShippingOption = {
  id: string;
  name: string;
  deliveryChannel: "delivery" | "pickup-in-point";
  price: number;
  estimatedDays: number;
  /** What a free-shipping promotion took off this option (decision 122), when one did. */
  waived?: number;
};

/** A store that takes pickups (config:stores, only `disponible` ones). */
export type PickupStore = { id: string; name: string; province: string };

/**
 * The stores a postal code may pick up from: those of its own province (§9 "store pickup", at the
 * checkout's pickup estimate). A store hundreds of kilometres away is no pickup, so a province
 * without one, or a code whose province is unknown, gets no 'Retiro en tienda' at all.
 */
export function pickupStoresFor<Store extends PickupStore>(stores: readonly Store[], postalCode: string): Store[] {
  const province = provinceOf(postalCode);
  return province ? stores.filter((store) => store.province === province) : [];
}

type Request = {
  /** Names of the delivery zones the postal code falls in (seeded: CABA, GBA, Córdoba …). */
  zones: string[];
  /** The cart's (or the product's) total, for the free-shipping threshold. */
  total: number;
  /** Stores that take pickups near the postal code (`pickupStoresFor`): with none, there is no store pickup. */
  stores: PickupStore[];
  settings: CheckoutSettings;
  /** The instant the promises are made at (the request's clock). */
  now: Date;
  /** The bag got a free-shipping promotion (decision 122). */
  promotedFreeShipping?: boolean;
};

/**
 * A free-shipping promotion (decision 124) makes every option free: the couriers and the carrier
 * points it covers, and store pickup, which already is. Each keeps the price it waived, which the
 * order records as what the promotion saved.
 */
export const promotedFree = (option: ShippingOption): ShippingOption =>
  option.price > 0 ? { ...option, price: 0, waived: option.price } : option;

/**
 * The options for a postal code's zones at `now`, fastest first. Above the free-shipping threshold
 * the Standard courier and the carrier points are free; Same Day and Express keep their price.
 * Each option's days are its promise now (decision 118): Same Day only while it can arrive today.
 */
export function shippingOptionsFor({
  zones,
  total,
  stores,
  settings,
  now,
  promotedFreeShipping = false,
}: Request): ShippingOption[] {
  if (zones.length === 0) return [];
  const free = total >= settings.freeShippingThreshold;
  const zone = zones[0]!;
  const standard = settings.standard[zone] ?? settings.standardElsewhere;
  const options: ShippingOption[] = [];
  if (zones.includes("CABA")) {
    options.push({
      id: shippingOptionIds.sameDay,
      name: "Same Day",
      deliveryChannel: channelOf(shippingOptionIds.sameDay),
      price: settings.sameDay.price,
      estimatedDays: settings.sameDay.days,
    });
  }
  const express = settings.express[zone];
  if (express)
    options.push({
      id: shippingOptionIds.express,
      name: "Express",
      deliveryChannel: channelOf(shippingOptionIds.express),
      price: express.price,
      estimatedDays: express.days,
    });
  options.push({
    id: shippingOptionIds.standard,
    name: "Estándar",
    deliveryChannel: channelOf(shippingOptionIds.standard),
    price: free ? 0 : standard.price,
    estimatedDays: standard.days,
  });
  options.push({
    id: shippingOptionIds.carrierPoint,
    name: "Retiro en sucursal o punto del correo",
    deliveryChannel: channelOf(shippingOptionIds.carrierPoint),
    price: free ? 0 : Math.round(standard.price * (1 - settings.carrierPointDiscount)),
    estimatedDays: standard.days + 1,
  });
  if (stores.length > 0) {
    options.push({
      id: shippingOptionIds.storePickup,
      name: "Retiro en tienda",
      deliveryChannel: channelOf(shippingOptionIds.storePickup),
      price: 0,
      estimatedDays: settings.pickupDays,
    });
  }
  return options
    .map((option) => ({ ...option, estimatedDays: promisedDays(option, settings, now) }))
    .filter((option) => option.id !== shippingOptionIds.sameDay || option.estimatedDays === 0)
    .map((option) => (promotedFreeShipping ? promotedFree(option) : option))
    .sort((a, b) => a.estimatedDays - b.estimatedDays);
}

/** The business days an option promises from now, past its cut-off hour, weekends and holidays. */
function promisedDays(option: ShippingOption, settings: CheckoutSettings, now: Date): number {
  const cutOff = settings.cutOffs[option.id as ShippingOptionId];
  return deliveryPromise(option.estimatedDays, now, { cutOff, holidays: settings.holidays }).estimatedDays;
}

/** §9 "Price 0 shows 'Gratis'; other prices use es-AR format with no decimals." */
export const shippingPriceLabel = (price: number) => (price === 0 ? "Gratis" : formatPrice(price));

/** §9 "'Up to' → 'En hasta'; 'business days' → 'días hábiles'"; Same Day arrives today. */
export function estimateLabel(days: number): string {
  if (days === 0) return "Llega hoy";
  return `En hasta ${days} ${days === 1 ? "día hábil" : "días hábiles"}`;
}
