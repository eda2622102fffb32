// What a product offer promises, for its structured data (schema.org Offer itemCondition,
// shippingDetails, hasMerchantReturnPolicy), from the store's own rules: the shipping rates and
// free-shipping threshold of config:checkout and the return policy of globals:return-policies.
import type { CheckoutSettings } from "../../content/checkout";

export type ReturnRules = { returnDays: number; freeReturns: boolean };

/** Standard courier to anywhere in Argentina: the dearest zone's rate (never less than a shopper pays), free from the threshold on. */
export function shippingDetails(price: number, settings: CheckoutSettings) {
  const rates = [...Object.values(settings.standard), settings.standardElsewhere];
  const days = rates.map((rate) => rate.days);
  return {
    "@type": "OfferShippingDetails",
    shippingDestination: { "@type": "DefinedRegion", addressCountry: "AR" },
    shippingRate: {
      "@type": "MonetaryAmount",
      value: price >= settings.freeShippingThreshold ? 0 : Math.max(...rates.map((rate) => rate.price)),
      currency: "ARS",
    },
    // Decision 118: an order is handled the same business day before Standard's cut-off (Buenos
    // Aires, UTC−3), else the next; the days are business days, Monday to Friday.
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      cutoffTime: `${settings.cutOffs.standard}:00-03:00`,
      businessDays: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `https://schema.org/${day}`),
      },
      handlingTime: { "@type": "QuantitativeValue", minValue: 0, maxValue: 1, unitCode: "DAY" },
      transitTime: {
        "@type": "QuantitativeValue",
        minValue: Math.min(...days),
        maxValue: Math.max(...days),
        unitCode: "DAY",
      },
    },
  };
}

export function merchantReturnPolicy(rules: ReturnRules) {
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: "AR",
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: rules.returnDays,
    returnMethod: "https://schema.org/ReturnByMail",
    returnFees: rules.freeReturns ? "https://schema.org/FreeReturn" : "https://schema.org/ReturnShippingFees",
  };
}

/** The parts every offer of the store carries: it sells only new products. */
export function offerPolicies(price: number, settings: CheckoutSettings, returns: ReturnRules | null) {
  return {
    itemCondition: "https://schema.org/NewCondition",
    shippingDetails: shippingDetails(price, settings),
    ...(returns ? { hasMerchantReturnPolicy: merchantReturnPolicy(returns) } : {}),
  };
}
