import { describe, expect, it } from "vitest";

import { onlinePaymentNote } from "./order-copy";

describe("onlinePaymentNote: what the order form says under 'Mercado Pago'", () => {
  it.each([
    [12, 48, "Hasta 12 cuotas sin interés (CFTEA: 0%). Tenés 48 horas para pagar; si no, el pedido se cancela."],
    [3, 24, "Hasta 3 cuotas sin interés (CFTEA: 0%). Tenés 24 horas para pagar; si no, el pedido se cancela."],
    [1, 48, "Tenés 48 horas para pagar; si no, el pedido se cancela."],
  ])("%i cuotas, %i hours → %s", (cuotas, hours, text) => {
    // products-and-buying §9: 'Hasta {quantity} cuotas sin interés (CFTEA: 0%)', the disclosure beside the figure.
    expect(onlinePaymentNote(cuotas, hours)).toBe(text);
  });
});
