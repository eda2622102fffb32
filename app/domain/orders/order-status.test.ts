import { describe, expect, it } from "vitest";

import { actionsFor, orderStatusOf, refusalOf, statusAfter, type OrderFacts } from "./order-status";

const order = (facts: Partial<OrderFacts>): OrderFacts => ({
  status: "recibido",
  paymentState: "pending",
  paymentMethod: "transferencia",
  pickup: false,
  ...facts,
});

describe("the desk offers the actions an order's state allows, and only those", () => {
  it.each([
    ["a transfer not yet received", order({}), ["confirmar-transferencia", "cancelar"]],
    ["a transfer received", order({ paymentState: "approved" }), ["preparar", "cancelar", "devolver"]],
    [
      "paid by Mercado Pago, in preparation, to be shipped",
      order({ status: "preparando", paymentMethod: "mercadopago", paymentState: "approved" }),
      ["enviar", "cancelar", "devolver"],
    ],
    [
      "in preparation, for pickup at the store",
      order({ status: "preparando", paymentState: "approved", pickup: true }),
      ["listo-para-retirar", "cancelar", "devolver"],
    ],
    [
      "paid at the store when collected: prepared before it is paid",
      order({ paymentMethod: "pago-en-el-local", pickup: true }),
      ["preparar", "cancelar"],
    ],
    ["shipped", order({ status: "enviado", paymentState: "approved" }), ["entregar", "devolver"]],
    [
      "ready for pickup",
      order({ status: "listo-para-retirar", paymentState: "approved", pickup: true }),
      ["entregar", "cancelar", "devolver"],
    ],
    [
      "delivered: only a refund (an arrepentimiento)",
      order({ status: "entregado", paymentState: "approved" }),
      ["devolver"],
    ],
    [
      "refunded in part: the rest can be refunded",
      order({ status: "entregado", paymentState: "partially_refunded" }),
      ["devolver"],
    ],
    ["delivered and refunded in full: nothing", order({ status: "entregado", paymentState: "refunded" }), []],
    ["cancelled, nothing paid: nothing", order({ status: "cancelado", paymentState: "cancelled" }), []],
    [
      "cancelled while paid (held): the money goes back",
      order({ status: "cancelado", paymentState: "held" }),
      ["devolver"],
    ],
    [
      "Mercado Pago still waiting for the payment: cancel only",
      order({ paymentMethod: "mercadopago", paymentState: "pending" }),
      ["cancelar"],
    ],
  ] as const)("%s", (_, facts, actions) => {
    expect(actionsFor(facts)).toEqual(actions);
  });

  it("refuses an action the state does not allow, in Spanish", () => {
    expect(refusalOf("enviar", order({ status: "recibido", paymentState: "approved" }))).toBe(
      "Solo se envía un pedido en preparación que no es de retiro en tienda.",
    );
    expect(refusalOf("cancelar", order({ status: "enviado" }))).toMatch(/no se cancela/);
    expect(refusalOf("preparar", order({ paymentState: "approved" }))).toBeNull();
  });

  it.each([
    ["preparar", "recibido", "preparando"],
    ["listo-para-retirar", "preparando", "listo-para-retirar"],
    ["enviar", "preparando", "enviado"],
    ["entregar", "enviado", "entregado"],
    ["cancelar", "listo-para-retirar", "cancelado"],
    ["devolver", "entregado", "entregado"],
    ["confirmar-transferencia", "recibido", "recibido"],
  ] as const)("%s takes %s to %s", (action, from, to) => {
    expect(statusAfter(action, from)).toBe(to);
  });

  it("reads an unknown stored state as 'recibido'", () => {
    expect(orderStatusOf("enviado")).toBe("enviado");
    expect(orderStatusOf("perdido")).toBe("recibido");
  });
});
