import { describe, expect, it } from "vitest";

import { rejectionReason } from "./rejection-reasons";

describe("why a card payment was rejected, in Spanish", () => {
  it.each([
    ["cc_rejected_insufficient_amount", "La tarjeta no tiene saldo suficiente."],
    ["cc_rejected_bad_filled_security_code", "Revisá el código de seguridad de la tarjeta."],
    ["cc_rejected_other_reason", "El banco no aprobó el pago. Probá con otra tarjeta u otro medio."],
    ["cc_rejected_call_for_authorize", "Tenés que autorizar el pago con el banco que emitió la tarjeta."],
  ])("%s → %s", (detail, reason) => {
    expect(rejectionReason(detail)).toBe(reason);
  });

  it("says nothing for a detail it does not know, or none", () => {
    expect(rejectionReason("cc_rejected_something_new")).toBeNull();
    expect(rejectionReason(null)).toBeNull();
  });
});
