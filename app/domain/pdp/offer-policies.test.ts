// Product offers state our own rules (config:checkout shipping rates and free-shipping threshold,
// spec products-and-buying §9 "Shipping options"; the 10-day 'Botón de arrepentimiento' of
// globals:return-policies) as schema.org itemCondition, shippingDetails and hasMerchantReturnPolicy.
import { describe, expect, it } from "vitest";

import { defaultCheckout } from "../../content/checkout";
import { offerPolicies } from "./offer-policies";

describe("what an offer promises", () => {
  it("is a new product, shipped anywhere in Argentina at the dearest standard rate, in the zones' range of days", () => {
    const offer = offerPolicies(50_000, defaultCheckout, { returnDays: 10, freeReturns: true });
    expect(offer.itemCondition).toBe("https://schema.org/NewCondition");
    expect(offer.shippingDetails).toMatchObject({
      shippingDestination: { addressCountry: "AR" },
      shippingRate: { value: 9_900, currency: "ARS" },
      deliveryTime: { transitTime: { minValue: 2, maxValue: 8, unitCode: "DAY" } },
    });
  });

  // Decision 118: handled the same business day before Standard's cut-off (15:00, Buenos Aires), else the next.
  it("states Standard's cut-off hour, the business days and a handling time of up to a day", () => {
    expect(offerPolicies(50_000, defaultCheckout, null).shippingDetails.deliveryTime).toMatchObject({
      cutoffTime: "15:00:00-03:00",
      businessDays: { dayOfWeek: expect.arrayContaining(["https://schema.org/Monday", "https://schema.org/Friday"]) },
      handlingTime: { minValue: 0, maxValue: 1, unitCode: "DAY" },
    });
  });

  it("ships free from the free-shipping threshold on ($120.000)", () => {
    expect(offerPolicies(119_999, defaultCheckout, null).shippingDetails.shippingRate.value).toBe(9_900);
    expect(offerPolicies(120_000, defaultCheckout, null).shippingDetails.shippingRate.value).toBe(0);
  });

  it("takes returns for the policy's days, free when the policy says so", () => {
    expect(
      offerPolicies(50_000, defaultCheckout, { returnDays: 10, freeReturns: true }).hasMerchantReturnPolicy,
    ).toEqual({
      "@type": "MerchantReturnPolicy",
      applicableCountry: "AR",
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: 10,
      returnMethod: "https://schema.org/ReturnByMail",
      returnFees: "https://schema.org/FreeReturn",
    });
    expect(offerPolicies(50_000, defaultCheckout, null)).not.toHaveProperty("hasMerchantReturnPolicy");
  });
});
