import { describe, expect, it } from "vitest";

import {
  expiresUnpaid,
  mayRetryPayment,
  orderPaymentState,
  paymentStateOf,
  type ReportedPayment,
} from "./payment-state";

const paid = (status: string, amountCents = 10_000_00, refundedCents = 0): ReportedPayment => ({
  status,
  amountCents,
  refundedCents,
});
const order = { totalCents: 10_000_00, cancelled: false };

describe("an order's payment state comes from its payments as Mercado Pago reports them", () => {
  it.each([
    ["no payment yet", [], "pending"],
    ["a cash ticket waiting", [paid("pending")], "pending"],
    ["a card under review (CONT)", [paid("in_process")], "in_process"],
    ["authorized, not yet captured", [paid("authorized")], "in_process"],
    ["approved for the order's total", [paid("approved")], "approved"],
    ["rejected", [paid("rejected")], "rejected"],
    ["rejected, then approved with another card", [paid("rejected"), paid("approved")], "approved"],
    ["approved, whatever order the news came in", [paid("approved"), paid("rejected")], "approved"],
    ["rejected, then a cash ticket", [paid("rejected"), paid("pending")], "pending"],
    ["a ticket cancelled", [paid("cancelled")], "cancelled"],
    ["refunded in part", [paid("approved", 10_000_00, 2_500_00)], "partially_refunded"],
    ["refunded in full", [paid("refunded", 10_000_00, 10_000_00)], "refunded"],
    ["charged back", [paid("approved"), paid("charged_back")], "charged_back"],
  ] as const)("%s → %s", (_, payments, state) => {
    expect(orderPaymentState(payments, order)).toBe(state);
  });

  it("holds for review a payment whose amount is not the order's total: never approved", () => {
    expect(orderPaymentState([paid("approved", 9_999_00)], order)).toBe("held");
    expect(orderPaymentState([paid("approved"), paid("approved")], order)).toBe("held");
  });

  it("holds money taken for an order already cancelled at the end of its window", () => {
    expect(orderPaymentState([paid("approved")], { ...order, cancelled: true })).toBe("held");
    expect(orderPaymentState([paid("pending")], { ...order, cancelled: true })).toBe("cancelled");
  });

  it("reads an unknown stored state as pending", () => {
    expect(paymentStateOf("approved")).toBe("approved");
    expect(paymentStateOf("aprobadísimo")).toBe("pending");
  });
});

describe("what the shopper may do", () => {
  it.each([
    ["pending", [], true],
    ["pending", [paid("pending")], false],
    ["rejected", [paid("rejected")], true],
    ["in_process", [paid("in_process")], false],
    ["approved", [paid("approved")], false],
    ["cancelled", [], false],
  ] as const)("%s with %j: 'Reintentar pago' %s", (state, payments, retry) => {
    expect(mayRetryPayment(state, payments)).toBe(retry);
  });

  it("an order expires unpaid while pending or rejected, not while Mercado Pago reviews a payment", () => {
    expect(
      ["pending", "rejected", "in_process", "approved", "held"].filter((state) => expiresUnpaid(state as never)),
    ).toEqual(["pending", "rejected"]);
  });
});
