// Parts of the product page whose code stays out of the first-load JS (decision 081): each is
// server-rendered as before and hydrates when its code arrives. Adding to the bag, the variants and
// the gallery stay in the page's own chunk: they are what a shopper touches first.
import { lazyComponent } from "../ui/lazy-component";

export const ShippingSimulator = lazyComponent(() =>
  import("./ShippingSimulator").then((module) => module.ShippingSimulator),
);

export const TryOnButton = lazyComponent(() => import("./TryOnButton").then((module) => module.TryOnButton));

export const BankPromotions = lazyComponent(() => import("./BankPromotions").then((module) => module.BankPromotions));
