// Spec storefront-shell §2.19 and decision 026: Esencia's own form (order number, e-mail, name, DNI,
// reason) that needs no account. §5 has no rule of its own for it: these are the form's.
import { describe, expect, it } from "vitest";

import { withdrawalCopy, WithdrawalSchema } from "./withdrawal";

const valid = {
  orderNumber: "100001",
  email: "Ana@Ejemplo.com.ar",
  name: "Ana Pérez",
  document: "30.123.456",
  reason: "Me equivoqué de tono.",
};

describe("WithdrawalSchema", () => {
  it("accepts a complete request, normalising e-mail, DNI and the order number", () => {
    const result = WithdrawalSchema.safeParse({ ...valid, orderNumber: "Pedido N° 100001" });
    expect(result.success && result.data).toEqual({ ...valid, email: "ana@ejemplo.com.ar", document: "30123456" });
  });

  it.each([
    ["order number missing", { orderNumber: "" }, withdrawalCopy.orderRequired],
    ["order number with odd characters", { orderNumber: "1000<script>" }, withdrawalCopy.orderInvalid],
    ["e-mail missing", { email: "" }, withdrawalCopy.emailRequired],
    ["e-mail invalid", { email: "ana@" }, withdrawalCopy.emailInvalid],
    ["name missing", { name: "  " }, withdrawalCopy.nameRequired],
    ["DNI too short", { document: "123456" }, withdrawalCopy.documentInvalid],
    ["DNI with letters", { document: "30A23456" }, withdrawalCopy.documentInvalid],
    ["reason missing", { reason: "" }, withdrawalCopy.reasonRequired],
    ["reason too long", { reason: "a".repeat(1001) }, withdrawalCopy.reasonLong],
    ["honeypot filled", { website: "http://spam" }, "No pudimos procesar el formulario."],
  ])("%s", (_, change, message) => {
    const result = WithdrawalSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
