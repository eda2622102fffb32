// Decision 116: e-mail is written to the outbox in the same batch as the change it tells of (and not
// without it), delivered by the cron through the provider's HTTP API — here its local stand-in
// (tests/integration/email-provider-setup.ts) — once, despite two deliveries at once and a retry
// after a provider error, with backoff; and the newsletter's double opt-in.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { retryDelayMs } from "../../app/domain/mail/backoff";
import { deliverDueEmails } from "../../app/features/mail/deliver.server";
import { mailboxPage } from "../../app/features/mail/local-mailbox.server";
import { emailStatement } from "../../app/ports/email-outbox.server";
import { Browser, form } from "./browser";
import { seedReadsCatalogue } from "./catalog-fixture";
import { emailProviderForIntegration as provider } from "./email-provider-setup";
import { mercadoPagoForIntegration as mercadoPago } from "./mercado-pago-setup";
import { orderFields } from "./order-form";

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.DB.prepare(
    "INSERT INTO delivery_zones (bit, name, postal_code_from, postal_code_to) VALUES (0, 'CABA', 1000, 1499)",
  ).run();
  await env.DB.prepare("UPDATE stock SET quantity = 100 WHERE sku_id = 1101").run();
});

type StoredEmail = { id: string; to: string[]; subject: string; text: string; idempotencyKey: string | null };

async function mailbox(to?: string): Promise<StoredEmail[]> {
  const list = (await (await fetch(`${provider.url}/__standin/messages${to ? `?to=${to}` : ""}`)).json()) as {
    messages: { id: string }[];
  };
  return Promise.all(
    list.messages.map(
      async ({ id }) => (await (await fetch(`${provider.url}/__standin/messages/${id}`)).json()) as StoredEmail,
    ),
  );
}

const outboxRow = (key: string) =>
  env.DB.prepare(
    "SELECT kind, recipient, data, attempts, next_try_at, sent_at, provider_id, last_error FROM email_outbox WHERE key = ?1",
  )
    .bind(key)
    .first<{
      kind: string;
      recipient: string;
      data: string;
      attempts: number;
      next_try_at: string;
      sent_at: string | null;
      provider_id: string | null;
      last_error: string | null;
    }>();
const outboxCount = () => env.DB.prepare("SELECT COUNT(*) AS n FROM email_outbox").first<number>("n");

/** Everything due now goes out first: each test then sees only its own rows. */
const deliverAll = (at = new Date()) => deliverDueEmails(env, fetch, at);

async function placeOrder(email: string, paymentMethod = "transferencia") {
  const shopper = new Browser();
  await shopper.post("/bolsa", form({ intent: "add", sku: "1101", quantity: "1" }));
  const placed = await shopper.post("/checkout", form({ ...orderFields, email, paymentMethod, shownTotal: "219900" }));
  expect(placed.status).toBe(303);
  const row = await env.DB.prepare("SELECT id, number FROM orders WHERE email = ?1 ORDER BY number DESC LIMIT 1")
    .bind(email)
    .first<{ id: string; number: number }>();
  return { ...row!, location: placed.headers.get("Location")!, shopper };
}

describe("the outbox is written with the change it tells of", () => {
  it("placing an order writes its 'pedido-recibido' e-mail and its timeline's first line", async () => {
    const { id, number } = await placeOrder("outbox@example.com");
    const row = (await outboxRow(`pedido-recibido:${id}`))!;
    expect(row).toMatchObject({ kind: "pedido-recibido", recipient: "outbox@example.com", sent_at: null, attempts: 0 });
    expect(JSON.parse(row.data)).toEqual({ orderId: id, number });
    const events = await env.DB.prepare("SELECT actor, action, status FROM order_events WHERE order_id = ?1")
      .bind(id)
      .all();
    expect(events.results).toEqual([{ actor: "cliente", action: "pedido", status: "recibido" }]);
  });

  it("the same message written twice (a retried change) is one row", async () => {
    const email = {
      kind: "arrepentimiento-recibido" as const,
      to: "dos-veces@example.com",
      key: "arrepentimiento-recibido:ARR-TEST0001",
      data: { code: "ARR-TEST0001", orderNumber: "100001" },
    };
    await env.DB.batch([emailStatement(env.DB, email), emailStatement(env.DB, email)]);
    await emailStatement(env.DB, email).run();
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM email_outbox WHERE key = ?1")
      .bind(email.key)
      .first<number>("n");
    expect(rows).toBe(1);
  });

  it("a placement refused for stock writes no e-mail", async () => {
    await env.DB.prepare("UPDATE stock SET quantity = 1 WHERE sku_id = 1301").run();
    const shopper = new Browser();
    await shopper.post("/bolsa", form({ intent: "add", sku: "1301", quantity: "1" }));
    await env.DB.prepare("UPDATE stock SET quantity = 0 WHERE sku_id = 1301").run();
    const before = await outboxCount();
    const refused = await shopper.post(
      "/checkout",
      form({ ...orderFields, email: "sin-stock@example.com", shownTotal: "129900" }),
    );
    expect(refused.headers.get("Location")).toBe("/checkout#/orderform");
    expect(await outboxCount()).toBe(before);
  });
});

describe("delivery", () => {
  it("sends each message once, however many deliveries run at once", async () => {
    await deliverAll();
    const { id, number } = await placeOrder("dos-a-la-vez@example.com");
    const reports = await Promise.all([deliverAll(), deliverAll(), deliverAll()]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(1);
    const received = await mailbox("dos-a-la-vez@example.com");
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      subject: `Recibimos tu pedido #${number}`,
      idempotencyKey: `pedido-recibido:${id}`,
    });
    expect(received[0]!.text).toContain("Total: $219.900");
    expect(received[0]!.text).toContain("http://localhost:8787/seguimiento");
    const row = (await outboxRow(`pedido-recibido:${id}`))!;
    expect(row.sent_at).not.toBeNull();
    expect(row).toMatchObject({ attempts: 1, provider_id: received[0]!.id, last_error: null });
    // Sent is sent: later runs leave it.
    await deliverAll(new Date(Date.now() + 3_600_000));
    expect(await mailbox("dos-a-la-vez@example.com")).toHaveLength(1);
    const told = await env.DB.prepare("SELECT detail FROM order_events WHERE order_id = ?1 AND action = 'correo'")
      .bind(id)
      .all();
    expect(told.results).toEqual([{ detail: `Correo enviado: Recibimos tu pedido #${number}` }]);
  });

  it("keeps a message the provider failed, tries it again after the backoff, and sends it once", async () => {
    await deliverAll();
    const { id } = await placeOrder("reintento@example.com");
    const now = new Date();
    await fetch(`${provider.url}/__standin/fail`, { method: "POST", body: JSON.stringify({ count: 1, status: 500 }) });
    expect(await deliverAll(now)).toMatchObject({ sent: 0, failed: 1 });
    const failed = (await outboxRow(`pedido-recibido:${id}`))!;
    expect(failed).toMatchObject({ sent_at: null, attempts: 1 });
    expect(failed.last_error).toContain("500");
    expect(Date.parse(failed.next_try_at)).toBe(now.getTime() + retryDelayMs(1));
    // Not due yet: nothing is sent before the backoff ends.
    expect(await deliverAll(new Date(now.getTime() + retryDelayMs(1) - 1))).toMatchObject({ sent: 0, failed: 0 });
    expect(await mailbox("reintento@example.com")).toHaveLength(0);
    const later = new Date(now.getTime() + retryDelayMs(1));
    expect(await deliverAll(later)).toMatchObject({ sent: 1 });
    expect(await mailbox("reintento@example.com")).toHaveLength(1);
    expect(await outboxRow(`pedido-recibido:${id}`)).toMatchObject({ attempts: 2, last_error: null });
  });

  it("waits longer after each failure, and never drops the message", async () => {
    await deliverAll();
    const { id } = await placeOrder("caido@example.com");
    const now = new Date();
    await fetch(`${provider.url}/__standin/fail`, { method: "POST", body: JSON.stringify({ count: 3, status: 503 }) });
    let at = now;
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await deliverAll(at)).toMatchObject({ failed: 1 });
      const row = (await outboxRow(`pedido-recibido:${id}`))!;
      expect(row.attempts).toBe(attempt);
      expect(Date.parse(row.next_try_at) - at.getTime()).toBe(retryDelayMs(attempt));
      at = new Date(row.next_try_at);
    }
    expect(await deliverAll(at)).toMatchObject({ sent: 1 });
    expect(await mailbox("caido@example.com")).toHaveLength(1);
  });

  it("without the provider's key, mail waits in the outbox", async () => {
    const { id } = await placeOrder("sin-clave@example.com");
    expect(await deliverDueEmails({ ...env, EMAIL_API_KEY: "" }, fetch)).toMatchObject({ sent: 0 });
    expect((await outboxRow(`pedido-recibido:${id}`))!.sent_at).toBeNull();
  });
});

describe("payment news", () => {
  async function paidWith(email: string, cardholderName: string) {
    const { id, location, shopper } = await placeOrder(email, "mercadopago");
    const paid = await fetch(location, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({
        method: "card",
        cardNumber: "5031 7557 3453 0604",
        installments: "3",
        cardholderName,
      }),
    });
    await paid.text();
    const [payment] = (await (
      await fetch(`${mercadoPago.url}/__standin/payments?external_reference=${id}`)
    ).json()) as { id: number }[];
    const paymentId = String(payment!.id);
    await (await shopper.get(`/checkout/pedido/${id}?payment_id=${paymentId}`)).text();
    // Read again, as a notification or the cron would: the same news writes no second e-mail.
    await (await shopper.get(`/checkout/pedido/${id}?payment_id=${paymentId}`)).text();
    return { id, paymentId };
  }

  it("an approved payment writes 'pago-aprobado' once, with its cuotas", async () => {
    const { id, paymentId } = await paidWith("aprobado@example.com", "APRO");
    const rows = await env.DB.prepare(
      "SELECT key, data FROM email_outbox WHERE kind = 'pago-aprobado' AND recipient = ?1",
    )
      .bind("aprobado@example.com")
      .all<{ key: string; data: string }>();
    expect(rows.results.map((row) => row.key)).toEqual([`pago-aprobado:${id}:${paymentId}:approved`]);
    expect(JSON.parse(rows.results[0]!.data)).toMatchObject({ orderId: id, instalments: 3 });
  });

  it("a rejected payment writes 'pago-rechazado' with the reason in Spanish", async () => {
    const { id } = await paidWith("rechazado@example.com", "OTHE");
    const rows = await env.DB.prepare("SELECT data FROM email_outbox WHERE kind = 'pago-rechazado' AND recipient = ?1")
      .bind("rechazado@example.com")
      .all<{ data: string }>();
    expect(rows.results).toHaveLength(1);
    expect(JSON.parse(rows.results[0]!.data)).toMatchObject({
      orderId: id,
      reason: "El banco no aprobó el pago. Probá con otra tarjeta u otro medio.",
    });
  });
});

describe("the newsletter's double opt-in", () => {
  /** Signs up as a page without JavaScript does; the answer it lands on. */
  async function subscribe(email: string) {
    const browser = new Browser();
    return browser.follow(await browser.post("/newsletter", form({ email, source: "footer", redirectTo: "/" })));
  }
  const subscription = (email: string) =>
    env.DB.prepare("SELECT confirmed_at, token_hash FROM newsletter_subscriptions WHERE email = ?1")
      .bind(email)
      .first<{ confirmed_at: string | null; token_hash: string | null }>();

  it("answers a new and a known address alike, e-mails a link, and only the link's POST confirms", async () => {
    await deliverAll();
    const answers = [await subscribe("Doble@Example.com"), await subscribe("doble@example.com")];
    for (const page of answers) {
      expect(page).toContain("¡Gracias por registrarte!");
      expect(page).toContain("te enviamos un correo para hacerlo");
    }
    expect((await subscription("doble@example.com"))!.confirmed_at).toBeNull();
    // One e-mail: the second sign-up came within minutes of the first.
    await deliverAll();
    const received = await mailbox("doble@example.com");
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe("Confirmá tu suscripción a Esencia");
    const link = new URL(/http:\/\/localhost:8787\/newsletter\/confirmar\?token=[\w-]+/.exec(received[0]!.text)![0]);

    // A scanner opening the link confirms nothing.
    const visitor = new Browser();
    const page = await (await visitor.get(`${link.pathname}${link.search}`)).text();
    expect(page).toContain("Confirmar suscripción");
    expect((await subscription("doble@example.com"))!.confirmed_at).toBeNull();

    const confirmed = await visitor.post("/newsletter/confirmar", form({ token: link.searchParams.get("token")! }));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe("/newsletter/confirmar?resultado=confirmada");
    expect(await (await visitor.get(confirmed.headers.get("Location")!)).text()).toContain(
      "Confirmaste tu suscripción",
    );
    expect((await subscription("doble@example.com"))!.confirmed_at).not.toBeNull();

    // The link works once.
    const reused = await visitor.post("/newsletter/confirmar", form({ token: link.searchParams.get("token")! }));
    expect(reused.headers.get("Location")).toBe("/newsletter/confirmar?resultado=invalida");
  });

  it("a confirmed address gets the same answer and no e-mail", async () => {
    await env.DB.prepare(
      `INSERT INTO newsletter_subscriptions (email, entity, source, created_at, confirmed_at)
       VALUES ('ya-confirmada@example.com', 'NV', 'footer', '2026-01-01T00:00:00Z', '2026-01-01T00:05:00Z')`,
    ).run();
    const before = await outboxCount();
    expect(await subscribe("ya-confirmada@example.com")).toContain("¡Gracias por registrarte!");
    expect(await outboxCount()).toBe(before);
  });

  it("a pending address asking again after a while gets a new link; the old one stops working", async () => {
    await subscribe("pendiente@example.com");
    const old = (await subscription("pendiente@example.com"))!.token_hash;
    await env.DB.prepare("UPDATE newsletter_subscriptions SET requested_at = '2026-01-01T00:00:00Z' WHERE email = ?1")
      .bind("pendiente@example.com")
      .run();
    await subscribe("pendiente@example.com");
    expect((await subscription("pendiente@example.com"))!.token_hash).not.toBe(old);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM email_outbox WHERE recipient = ?1")
      .bind("pendiente@example.com")
      .first<number>("n");
    expect(rows).toBe(2);
  });
});

describe("the local mailbox in the studio", () => {
  it("is a 404 where LOCAL_MAILBOX is not 'on', as in production, before asking who is signed in", async () => {
    const production = {
      cloudflare: { env: { ...env, LOCAL_MAILBOX: undefined } },
      outside: fetch,
    } as unknown as Parameters<typeof mailboxPage>[1];
    const refused = await mailboxPage(new Request("http://localhost:8787/studio/correo"), production).catch(
      (answer: unknown) => answer,
    );
    expect((refused as Response).status).toBe(404);
  });

  it("sends a signed-out visitor to the studio's sign-in where it is on", async () => {
    const answer = await new Browser().get("/studio/correo");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toContain("/studio/entrar");
  });
});
