// Decision 116: every kind renders a Spanish subject, text and HTML with absolute links to the
// store, order mails link to /seguimiento, data is escaped, and nothing that looks like card data
// can come out (the messages carry none).
import { describe, expect, it } from "vitest";

import type { EmailMessage } from "./messages";
import { renderEmail, storeLink } from "./render";

const origin = "https://esencia.example";
const ref = { orderId: "o-1", number: 100234 };

const every: EmailMessage[] = [
  { kind: "pedido-recibido", data: ref },
  { kind: "pago-aprobado", data: { ...ref, instalments: 3 } },
  { kind: "pago-rechazado", data: { ...ref, reason: "La tarjeta no tiene saldo suficiente." } },
  { kind: "listo-para-retirar", data: { ...ref, store: "Esencia Palermo" } },
  { kind: "enviado", data: { ...ref, carrier: "Andreani", trackingNumber: "AND123" } },
  { kind: "entregado", data: ref },
  { kind: "cancelado", data: { ...ref, reason: null } },
  { kind: "devuelto", data: { ...ref, amountCents: 1_234_550 } },
  { kind: "arrepentimiento-recibido", data: { code: "ARR-7K2P", orderNumber: "100234" } },
  {
    kind: "arrepentimiento-resuelto",
    data: { code: "ARR-7K2P", orderNumber: "100234", outcome: "reembolsado", reason: null },
  },
  { kind: "newsletter-confirmar", data: { confirmUrl: "/newsletter/confirmar?token=abc" } },
  { kind: "newsletter-bienvenida", data: { coupon: "BIENVENIDA10", promotion: "10% OFF en tu primera compra" } },
  { kind: "verificar-email", data: { verifyUrl: "/verificar?token=abc" } },
];

const order = {
  items: [{ name: "Sauvage <EDT>", variant: "100 ml", quantity: 2, priceCents: 9_990_000 }],
  shipping: { name: "Envío a domicilio", priceCents: 0 },
  totalCents: 19_980_000,
};

describe("renderEmail", () => {
  it.each(every)("$kind: subject, text and HTML, links absolute to the store", (message) => {
    const mail = renderEmail(message, origin, order);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.text).toContain("Esencia");
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('lang="es-AR"');
    for (const [, href] of mail.html.matchAll(/href="([^"]+)"/g)) expect(href?.startsWith(`${origin}/`)).toBe(true);
  });

  it.each(every.filter((message) => "orderId" in message.data))("$kind links to /seguimiento", (message) => {
    const mail = renderEmail(message, origin);
    expect(mail.text).toContain(`${origin}/seguimiento`);
    expect(mail.html).toContain(`href="${origin}/seguimiento"`);
  });

  // The newsletter's popup promises '10% OFF en tu primera compra': the confirmed subscriber gets the code (decision 122).
  it("the newsletter's welcome gives the coupon code and what it is for", () => {
    const mail = renderEmail(
      { kind: "newsletter-bienvenida", data: { coupon: "BIENVENIDA10", promotion: "10% OFF en tu primera compra" } },
      origin,
    );
    expect(mail.text).toContain("Tu código de bienvenida es BIENVENIDA10: 10% OFF en tu primera compra.");
  });

  it("the order placed lists its lines and total, escaped", () => {
    const mail = renderEmail({ kind: "pedido-recibido", data: ref }, origin, order);
    expect(mail.subject).toBe("Recibimos tu pedido #100234");
    expect(mail.text).toContain("2 × Sauvage <EDT> (100 ml): $199.800");
    expect(mail.text).toContain("Total: $199.800");
    expect(mail.html).toContain("Sauvage &lt;EDT&gt; (100 ml)");
    expect(mail.html).not.toContain("<EDT>");
  });

  // Decision 122: the order keeps what was applied, and its e-mail shows each promotion and what it saved.
  it("the order placed names its promotions and what each saved; a line costs what it cost after them", () => {
    const promoted = {
      items: [
        { name: "N°5 Eau de Parfum", variant: "35 ML", quantity: 2, priceCents: 13_590_000, discountCents: 13_590_000 },
        { name: "Neceser", variant: null, quantity: 1, priceCents: 0, discountCents: 0, gift: true },
      ],
      promotions: [
        { name: "2x1 en fragancias", coupon: null, savedCents: 13_590_000 },
        { name: "Neceser de regalo", coupon: null, savedCents: 0 },
      ],
      shipping: { name: "Estándar", priceCents: 390_000 },
      totalCents: 13_980_000,
    };
    const mail = renderEmail({ kind: "pedido-recibido", data: ref }, origin, promoted);
    expect(mail.text).toContain("2 × N°5 Eau de Parfum (35 ML): $135.900");
    expect(mail.text).toContain("1 × Neceser: Regalo");
    expect(mail.text).toContain("2x1 en fragancias: −$135.900");
    expect(mail.text).toContain("Total: $139.800");
    expect(mail.html).toContain("2x1 en fragancias");
    expect(mail.html).toContain("−$135.900");
  });

  it("shipped names the carrier and tracking number; a refund its amount in pesos", () => {
    expect(renderEmail(every[4]!, origin).text).toContain("Número de seguimiento: AND123");
    expect(renderEmail(every[7]!, origin).subject).toBe("Te devolvimos $12.345,50 del pedido #100234");
  });

  it("a rejected payment says why; an approved one its cuotas", () => {
    expect(renderEmail(every[2]!, origin).text).toContain("La tarjeta no tiene saldo suficiente.");
    expect(renderEmail(every[1]!, origin).text).toContain("en 3 cuotas");
  });

  it("the arrepentimiento code comes with its next steps", () => {
    const mail = renderEmail(every[8]!, origin);
    expect(mail.subject).toContain("ARR-7K2P");
    expect(mail.text).toContain("Próximos pasos");
  });

  it("the newsletter's confirmation links to the store's confirmation page", () => {
    const mail = renderEmail(every[10]!, origin);
    expect(mail.text).toContain(`${origin}/newsletter/confirmar?token=abc`);
  });

  it("escapes data in the HTML", () => {
    const mail = renderEmail(
      { kind: "enviado", data: { ...ref, carrier: '<script>alert("x")</script>', trackingNumber: "a&b" } },
      origin,
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("a&amp;b");
  });

  it("never links outside the store", () => {
    expect(storeLink(origin, "https://evil.example/x")).toBe(`${origin}/`);
    expect(storeLink(origin, "//evil.example/x")).toBe(`${origin}/`);
    expect(storeLink(origin, "/newsletter/confirmar?token=a")).toBe(`${origin}/newsletter/confirmar?token=a`);
  });
});
