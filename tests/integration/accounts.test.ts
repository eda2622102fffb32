// Accounts: /login with e-mail and password, PBKDF2 via WebCrypto, register, rate limited,
// one generic error, logout as a POST; spec storefront-shell §2.1 "Private pages redirect anonymous
// visitors to /login?returnUrl=", §2.11 My Account; decision 017.
import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { verifyPassword } from "../../app/domain/accounts/password";
import { accountCopy } from "../../app/forms/account-copy";
import { Browser, form } from "./browser";

const password = "Perfume-de-Rosas-1";
let counter = 0;
const newEmail = () => `persona${++counter}.${Math.random().toString(36).slice(2, 7)}@ejemplo.com.ar`;

async function registered(browser = new Browser()) {
  const email = newEmail();
  const response = await browser.post(
    "/login",
    form({ intent: "register", givenName: "Ana", familyName: "Pérez", email, password, confirmPassword: password }),
  );
  expect(response.status).toBe(303);
  return { browser, email };
}

describe("register and log in", () => {
  it("registers with a PBKDF2-SHA256 hash (per-user salt, 100,000 iterations) and opens My Account", async () => {
    const { browser, email } = await registered();
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?1")
      .bind(email)
      .first<{ password_hash: string }>();
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect((await verifyPassword(password, row!.password_hash)).ok).toBe(true);
    const response = await browser.get("/pvt/account/profile");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const profile = await response.text();
    expect(profile).toContain(email);
    expect(profile).toContain("Perfil");
  });

  it("logs in and returns to a same-origin returnUrl only", async () => {
    const { email } = await registered();
    const back = await new Browser().login(email, password, "/wishlist");
    expect(back.headers.get("Location")).toBe("/wishlist");
    const away = await new Browser().login(email, password, "https://evil.example/robar");
    expect(away.headers.get("Location")).toBe("/pvt/account/profile");
  });

  it("answers a wrong password and an unknown e-mail with the same message", async () => {
    const { email } = await registered();
    const wrongPassword = new Browser();
    const unknown = new Browser();
    const pages = [
      await wrongPassword.follow(await wrongPassword.login(email, "otra-clave-123")),
      await unknown.follow(await unknown.login("nadie@ejemplo.com.ar", "otra-clave-123")),
    ];
    for (const page of pages) expect(page).toContain(accountCopy.loginFailed);
    expect(await (await wrongPassword.get("/pvt/account/profile")).status).toBe(303);
  });

  it("never says that an e-mail is taken when registering", async () => {
    const { email } = await registered();
    const browser = new Browser();
    const response = await browser.post(
      "/login",
      form({ intent: "register", givenName: "Otra", email, password, confirmPassword: password }),
    );
    const page = await browser.follow(response);
    expect(page).toContain(accountCopy.registerFailed);
    expect(page).not.toMatch(/ya existe|registrad/i);
  });

  it("renders Spanish validation errors and keeps no password in the page", async () => {
    const browser = new Browser();
    const response = await browser.post(
      "/login",
      form({ intent: "register", givenName: "", email: "no-es-mail", password: "corta", confirmPassword: "otra" }),
    );
    const page = await browser.follow(response);
    expect(page).toContain(accountCopy.nameRequired);
    expect(page).toContain(accountCopy.emailInvalid);
    expect(page).toContain(accountCopy.passwordShort);
    expect(page).not.toContain('value="corta"');
  });

  it("turns a body that is not a form into a Spanish error, not a 500", async () => {
    const browser = new Browser();
    const response = await browser.post("/login", "{no es un formulario", { "Content-Type": "application/json" });
    expect(response.status).toBe(303);
  });
});

describe("rate limits (decision 057)", () => {
  it("ten wrong passwords from elsewhere never lock the owner out", async () => {
    const { email } = await registered();
    for (let attempt = 0; attempt < 10; attempt++) {
      // Someone else, from connections that are not the owner's.
      const response = await new Browser().login(email, `incorrecta-${attempt}`);
      expect(response.headers.get("Location")).toMatch(/^\/login/);
    }
    const owner = new Browser();
    expect((await owner.login(email, password)).headers.get("Location")).toBe("/pvt/account/profile");
  });

  it("refuses the 11th attempt on one e-mail from one connection, saying so, and lets other connections in", async () => {
    const { email } = await registered();
    const here = new Browser();
    for (let attempt = 0; attempt < 10; attempt++) await here.login(email, `incorrecta-${attempt}`);
    const refused = await here.login(email, password);
    expect(refused.headers.get("Location")).toMatch(/^\/login/);
    const page = await here.follow(refused);
    expect(page).toContain(accountCopy.loginLimitedForAccount);
    expect(page).not.toContain(accountCopy.rateLimited);
    expect((await new Browser().login(email, password)).headers.get("Location")).toBe("/pvt/account/profile");
  });

  // Thirty sign-ins through the worker, each hashing a password: more than 5 s on a loaded machine.
  it("refuses a connection after 30 attempts in 10 minutes", async () => {
    const browser = new Browser();
    for (let attempt = 0; attempt < 30; attempt++)
      await browser.login(`intento${attempt}@ejemplo.com.ar`, "cualquiera-123");
    const refused = await browser.login("otra@ejemplo.com.ar", "cualquiera-123");
    expect(await browser.follow(refused)).toContain(accountCopy.rateLimited);
  }, 30_000);
});

describe("private pages and sessions", () => {
  it.each([
    "/pvt/account/profile",
    "/pvt/account/user-details",
    "/pvt/account/security?tab=1",
    "/pvt/organization-account/org-unit/unidad-palermo",
  ])("sends an anonymous visitor of %s to /login?returnUrl=", async (path) => {
    const response = await new Browser().get(path);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/login?returnUrl=${encodeURIComponent(path)}`);
  });

  it("/account (the spec's /account#/profile) opens the profile, behind its login guard", async () => {
    const anonymous = await new Browser().get("/account");
    expect(anonymous.headers.get("Location")).toBe("/pvt/account/profile");
    const { browser } = await registered();
    expect((await browser.get("/account")).headers.get("Location")).toBe("/pvt/account/profile");
  });

  it("logs in on a new session that keeps the bag (under a new cart id) and the region, not the previous identity", async () => {
    // The session cookie as the app signs it (vitest.config.ts sets SESSION_SECRET).
    const storage = createCookieSessionStorage({ cookie: { name: "esencia", secrets: ["integration-secret"] } });
    const { email } = await registered();
    const browser = new Browser();
    const guest = await storage.getSession();
    for (const [key, value] of Object.entries({
      cartId: "carrito-1",
      cartItems: 2,
      postalCode: "1001",
      wishlist: ["10"],
    })) {
      guest.set(key, value);
    }
    const committed = await storage.commitSession(guest);
    browser.setCookie("esencia", committed.slice("esencia=".length, committed.indexOf(";")));
    await browser.login(email, password);
    const session = await storage.getSession(`esencia=${browser.cookie("esencia")}`);
    const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(email).first<{ id: string }>();
    expect(session.get("userId")).toBe(row!.id);
    expect(session.get("sessionId")).toMatch(/^[0-9a-f-]{36}$/);
    expect([session.get("cartItems"), session.get("postalCode")]).toEqual([2, "1001"]);
    expect(session.get("cartId")).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.get("wishlist")).toBeUndefined();
  });

  it("logs out with a POST: the session no longer opens private pages", async () => {
    const { browser } = await registered();
    const response = await browser.post("/logout", form({ redirectTo: "/" }));
    expect(response.headers.get("Location")).toBe("/");
    expect((await browser.get("/pvt/account/profile")).status).toBe(303);
  });

  it("a password change ends the other sessions and keeps this one", async () => {
    const { browser, email } = await registered();
    const other = new Browser();
    await other.login(email, password);
    expect((await other.get("/pvt/account/profile")).status).toBe(200);
    const changed = await browser.post(
      "/pvt/account/security",
      form({ currentPassword: password, newPassword: "Nueva-Clave-2026", confirmPassword: "Nueva-Clave-2026" }),
    );
    expect(await browser.follow(changed)).toContain(accountCopy.passwordChanged);
    expect((await browser.get("/pvt/account/profile")).status).toBe(200);
    expect((await other.get("/pvt/account/profile")).status).toBe(303);
    expect((await new Browser().login(email, "Nueva-Clave-2026")).headers.get("Location")).toBe("/pvt/account/profile");
  });

  it("a wrong current password changes nothing", async () => {
    const { browser } = await registered();
    const response = await browser.post(
      "/pvt/account/security",
      form({ currentPassword: "no-es-esta", newPassword: "Nueva-Clave-2026", confirmPassword: "Nueva-Clave-2026" }),
    );
    expect(await browser.follow(response)).toContain(accountCopy.currentPasswordWrong);
  });

  it("saves user details", async () => {
    const { browser } = await registered();
    const response = await browser.post(
      "/pvt/account/user-details",
      form({ givenName: "Ana María", familyName: "Pérez", phone: "+54 11 5555-0000", document: "30123456" }),
    );
    expect(await browser.follow(response)).toContain(accountCopy.detailsSaved);
    const profile = await (await browser.get("/pvt/account/profile")).text();
    expect(profile).toContain("Ana María Pérez");
    expect(profile).toContain("30123456");
  });
});

// Decision 117: registering writes the 'verificar-email' e-mail; its link is good for 48 hours, once,
// and only the token's hash is kept.
describe("verifying the e-mail", () => {
  const linkOf = async (email: string) => {
    const row = await env.DB.prepare("SELECT data FROM email_outbox WHERE kind = 'verificar-email' AND recipient = ?1")
      .bind(email)
      .first<{ data: string }>();
    return new URL((JSON.parse(row!.data) as { verifyUrl: string }).verifyUrl, "http://localhost");
  };

  it("registration writes the link's e-mail; the table keeps the token's hash, never the token", async () => {
    const { email } = await registered();
    const link = await linkOf(email);
    expect(link.pathname).toBe("/verificar-email");
    const token = link.searchParams.get("token")!;
    const stored = await env.DB.prepare(
      "SELECT token_hash FROM email_verifications v JOIN users u ON u.id = v.user_id WHERE u.email = ?1",
    )
      .bind(email)
      .first<{ token_hash: string }>();
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_hash).not.toContain(token);
  });

  it("an expired link verifies nothing, and says so", async () => {
    const { email } = await registered();
    const token = (await linkOf(email)).searchParams.get("token")!;
    await env.DB.prepare(
      "UPDATE email_verifications SET expires_at = '2020-01-01T00:00:00.000Z' WHERE user_id = (SELECT id FROM users WHERE email = ?1)",
    )
      .bind(email)
      .run();
    expect((await new Browser().get(`/verificar-email?token=${token}`)).status).toBe(404);
    const browser = new Browser();
    const page = await browser.follow(await browser.post("/verificar-email", form({ token })));
    expect(page).toContain("Este enlace de verificación no es válido o ya venció.");
    expect(await env.DB.prepare("SELECT email_verified_at FROM users WHERE email = ?1").bind(email).first()).toEqual({
      email_verified_at: null,
    });
  });
});
