// Spec storefront-shell §2.23, §5, §8: the footer newsletter stores a subscription in D1, pending
// until its e-mail's link confirms it (double opt-in, decision 116; tests/integration/mail.test.ts);
// a repeated e-mail gets the same answer as a new one; bad input and cross-site posts never 500.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const origin = "http://localhost:8787";

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(`${origin}/newsletter`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate", ...headers },
    }),
  );
}

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function flashAfter(response: Response) {
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const page = await exports.default.fetch(
    new Request(`${origin}${response.headers.get("Location")}`, { headers: { Cookie: cookie } }),
  );
  return page.text();
}

describe("POST /newsletter without JavaScript", () => {
  it("stores the subscription, pending, and 303s back with '¡Gracias por registrarte!'", async () => {
    const response = await post(form({ email: "Ana.Perez@Example.com", source: "footer", redirectTo: "/sauvage-1/p" }));
    expect(response.status).toBe(303);
    // The form's section: the browser shows the answer there, not the top of the page.
    expect(response.headers.get("Location")).toBe("/sauvage-1/p#newsletter-footer");
    const row = await env.DB.prepare(
      "SELECT email, entity, source, confirmed_at FROM newsletter_subscriptions WHERE email = ?1",
    )
      .bind("ana.perez@example.com")
      .first();
    expect(row).toEqual({ email: "ana.perez@example.com", entity: "NV", source: "footer", confirmed_at: null });
    expect(await flashAfter(response)).toContain("¡Gracias por registrarte!");
  });

  it("answers a repeated e-mail as a new one: the answer never tells who is subscribed", async () => {
    await post(form({ email: "repetida@example.com", redirectTo: "/" }));
    const again = await post(form({ email: "REPETIDA@example.com", redirectTo: "/" }));
    expect(again.status).toBe(303);
    const page = await flashAfter(again);
    expect(page).toContain("¡Gracias por registrarte!");
    expect(page).not.toContain("Ya estás suscripto.");
  });

  it("renders the Spanish validation message on the page it came from", async () => {
    const response = await post(form({ email: "no-es-un-mail", redirectTo: "/" }));
    expect(response.status).toBe(303);
    const html = await flashAfter(response);
    expect(html).toContain("Ingresá un email válido.");
    expect(html).toContain('value="no-es-un-mail"');
  });

  it("never follows a redirectTo to another site", async () => {
    const response = await post(form({ email: "viaje@example.com", redirectTo: "https://evil.example/" }));
    expect(response.headers.get("Location")).toBe("/#newsletter-footer");
  });

  it("lands an inline form's answer on its own section, whatever fragment redirectTo had", async () => {
    const response = await post(form({ email: "en-linea@example.com", source: "inline", redirectTo: "/s?q=a#otro" }));
    expect(response.headers.get("Location")).toBe("/s?q=a#newsletter-inline");
  });

  it("leaves the popup's answer at the page it came from: it shows over the page", async () => {
    const response = await post(form({ email: "popup-sin-nombre@example.com", source: "popup", redirectTo: "/" }));
    expect(response.headers.get("Location")).toBe("/");
  });

  it("turns a body that is not a form into a Spanish error, not a 500", async () => {
    const response = await post("{not a form", { "Content-Type": "application/json" });
    expect(response.status).toBe(303);
    expect(await flashAfter(response)).toContain("No pudimos leer el formulario");
  });

  it("refuses a cross-site post with 403", async () => {
    const response = await post(form({ email: "csrf@example.com" }), { "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
    const count = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email = 'csrf@example.com'",
    ).first("n");
    expect(count).toBe(0);
  });
});
