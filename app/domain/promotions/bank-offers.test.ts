// Decision 126: bank offers "are shown as conditions at payment […] never deducted by the store
// without the payment proving them"; the day is Buenos Aires' (UTC−3).
import { describe, expect, it } from "vitest";

import { globalSchemas } from "../../content/globals";
import { bankOffersOn, weekdaysOf } from "./bank-offers";

const offers = globalSchemas["bank-promotions"].parse([
  {
    promoName: "Galicia jueves",
    details: {
      discount: {
        showDiscountPercentage: true,
        percentage: 25,
        type: "reintegro",
        description: "25% de reintegro los jueves",
        showLegalText: true,
        legales: "Tope $15.000 por mes.",
      },
      installments: {},
      cardOptions: { cardIcon: "galicia.webp", showCardType: true, type: "Crédito", frequency: "Jueves" },
    },
  },
  {
    promoName: "Santander 12 cuotas",
    details: {
      discount: {},
      installments: { showInstallmentsPercentQty: true, quantity: 12 },
      cardOptions: { cardIcon: "santander.webp" },
    },
  },
  {
    promoName: "BBVA fin de semana",
    details: {
      discount: {
        showDiscountPercentage: true,
        percentage: 15,
        type: "descuento",
        description: "15% los sábados y domingos",
      },
      installments: {},
      cardOptions: { cardIcon: "bbva.webp", showFrequency: true, frequency: "Sábados y domingos" },
    },
  },
  {
    promoName: "Macro siempre",
    details: {
      discount: { showDiscountPercentage: true, percentage: 10, type: "reintegro" },
      installments: {},
      cardOptions: { cardIcon: "macro.webp" },
    },
  },
]);

const note = "lo aplica tu banco al pagar con Mercado Pago; el total de tu pedido no cambia.";

describe("weekdaysOf", () => {
  it.each([
    ["Jueves", [4]],
    ["Sábados y domingos", [0, 6]],
    ["lunes a viernes", [1, 2, 3, 4, 5]],
    ["viernes a domingo", [0, 5, 6]],
    ["", []],
  ])("'%s' → %j", (frequency, days) => {
    expect(weekdaysOf(frequency)).toEqual(days);
  });
});

describe("bankOffersOn", () => {
  it.each([
    [
      "a Thursday in Buenos Aires",
      "2026-12-03T15:00:00Z",
      [
        `25% de reintegro los jueves con crédito (Galicia jueves): ${note} Tope $15.000 por mes.`,
        `10% de reintegro (Macro siempre): ${note}`,
      ],
    ],
    [
      "Friday 23:30 in Buenos Aires is Saturday in UTC: still no weekend offer",
      "2026-12-05T02:30:00Z",
      [`10% de reintegro (Macro siempre): ${note}`],
    ],
    [
      "a Sunday",
      "2026-12-06T15:00:00Z",
      [`15% los sábados y domingos (BBVA fin de semana): ${note}`, `10% de reintegro (Macro siempre): ${note}`],
    ],
  ])("%s", (_case, at, expected) => {
    expect(bankOffersOn(offers, new Date(at))).toEqual(expected);
  });
});
