// Decision 056 "Revocable sessions": a signed-in session lives on the server; logout, a password
// change and 'Cerrar todas las sesiones' end it, so a copy of the cookie saved before opens
// nothing; the signed value carries its absolute end; sign-in rotates the session and the cart.
import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { accountCopy } from "../../app/forms/account-copy";
import { Browser, form } from "./browser";

const password = "Perfume-de-Rosas-1";
const storage = createCookieSessionStorage({ cookie: { name: "esencia", secrets: ["integration-secret"] } });

async function registered(browser = new Browser()) {
  const email = `sesion.${crypto.randomUUID()}@ejemplo.com.ar`;
  const response = await browser.post(
    "/login",
    form({ intent: "register", givenName: "Ana", email, password, confirmPassword: password }),
  );
  expect(response.status).toBe(303);
  return { browser, email };
}

/** Another browser holding a copy of this one's session cookie, as saved at this moment. */
function copyOf(browser: Browser) {
  const copy = new Browser();
  copy.setCookie("esencia", browser.cookie("esencia")!);
  return copy;
}

const opensProfile = async (browser: Browser) => (await browser.get("/pvt/account/profile")).status === 200;

const sessionIn = (browser: Browser) => storage.getSession(`esencia=${browser.cookie("esencia")}`);

describe("a saved cookie replayed", () => {
  it("opens nothing after logout", async () => {
    const { browser } = await registered();
    const saved = copyOf(browser);
    expect(await opensProfile(saved)).toBe(true);
    await browser.post("/logout", form({ redirectTo: "/" }));
    expect(await opensProfile(saved)).toBe(false);
    expect((await saved.get("/pvt/account/profile")).headers.get("Location")).toBe(
      "/login?returnUrl=%2Fpvt%2Faccount%2Fprofile",
    );
  });

  it("keeps nothing else of the ended session either (the bag binding, the region)", async () => {
    const { browser } = await registered();
    await browser.post("/region", form({ postalCode: "1425" }));
    expect(await (await browser.get("/")).text()).toContain("1425");
    const saved = copyOf(browser);
    await browser.post("/logout", form({ redirectTo: "/" }));
    const page = await (await saved.get("/")).text();
    expect(page).not.toContain("1425");
  });

  it("opens nothing after a password change made elsewhere, while the changing session stays", async () => {
    const { browser, email } = await registered();
    const other = new Browser();
    await other.login(email, password);
    const saved = copyOf(other);
    await browser.post(
      "/pvt/account/security",
      form({ currentPassword: password, newPassword: "Nueva-Clave-2026", confirmPassword: "Nueva-Clave-2026" }),
    );
    expect(await opensProfile(browser)).toBe(true);
    expect(await opensProfile(other)).toBe(false);
    expect(await opensProfile(saved)).toBe(false);
  });

  it("opens nothing after 'Cerrar todas las sesiones', this browser's and every other", async () => {
    const { browser, email } = await registered();
    const other = new Browser();
    await other.login(email, password);
    const saved = copyOf(browser);
    const response = await browser.post("/pvt/account/security", form({ intent: "end-sessions" }));
    expect(response.status).toBe(303);
    expect(await browser.follow(response)).toContain(accountCopy.sessionsEnded);
    for (const holder of [browser, other, saved]) expect(await opensProfile(holder)).toBe(false);
    expect((await new Browser().login(email, password)).headers.get("Location")).toBe("/pvt/account/profile");
  });

  it("opens nothing once the server's row is past its end", async () => {
    const { browser } = await registered();
    const session = await sessionIn(browser);
    await env.DB.prepare("UPDATE account_sessions SET expires_at = 1 WHERE id = ?1")
      .bind(session.get("sessionId"))
      .run();
    expect(await opensProfile(browser)).toBe(false);
  });
});

describe("the signed value", () => {
  it("carries the session's absolute end, a week after sign-in", async () => {
    const { browser } = await registered();
    const session = await sessionIn(browser);
    const week = 7 * 24 * 60 * 60;
    expect(session.get("expiresAt")).toBeGreaterThan(Date.now() / 1000 + week - 60);
    expect(session.get("expiresAt")).toBeLessThanOrEqual(Date.now() / 1000 + week);
  });

  it("past that end opens nothing, even with a live row", async () => {
    const { browser } = await registered();
    const session = await sessionIn(browser);
    session.set("expiresAt", Math.floor(Date.now() / 1000) - 1);
    const committed = await storage.commitSession(session);
    browser.setCookie("esencia", committed.slice("esencia=".length, committed.indexOf(";")));
    expect(await opensProfile(browser)).toBe(false);
  });

  it("signed in without a server session (a cookie from before decision 056) opens nothing", async () => {
    const { browser } = await registered();
    const session = await sessionIn(browser);
    session.unset("sessionId");
    const committed = await storage.commitSession(session);
    browser.setCookie("esencia", committed.slice("esencia=".length, committed.indexOf(";")));
    expect(await opensProfile(browser)).toBe(false);
  });
});

describe("sign-in rotation", () => {
  it("moves the bag to a new cart: the pre-login cookie no longer shares it", async () => {
    const guest = await storage.getSession();
    const guestCart = `carrito-${crypto.randomUUID()}`;
    guest.set("cartId", guestCart);
    await env.CARTS.get(env.CARTS.idFromName(guestCart)).add({ sku: "101", seller: "1", quantity: 2 });
    const committed = await storage.commitSession(guest);
    const browser = new Browser();
    browser.setCookie("esencia", committed.slice("esencia=".length, committed.indexOf(";")));
    const preLogin = copyOf(browser);

    const { email } = await registered(new Browser());
    await browser.login(email, password);
    const signedIn = await sessionIn(browser);
    expect(signedIn.get("cartId")).not.toBe(guestCart);
    expect(await env.CARTS.get(env.CARTS.idFromName(signedIn.get("cartId"))).lines()).toEqual([
      { sku: "101", seller: "1", quantity: 2 },
    ]);
    // What the pre-login cookie still names is an emptied cart, not the signed-in bag.
    expect((await sessionIn(preLogin)).get("cartId")).toBe(guestCart);
    expect(await env.CARTS.get(env.CARTS.idFromName(guestCart)).lines()).toEqual([]);
    await env.CARTS.get(env.CARTS.idFromName(signedIn.get("cartId"))).add({ sku: "205", seller: "1", quantity: 1 });
    expect(await env.CARTS.get(env.CARTS.idFromName(guestCart)).lines()).toEqual([]);
  });

  it("gives each sign-in its own session id", async () => {
    const { browser, email } = await registered();
    const first = (await sessionIn(browser)).get("sessionId");
    const again = new Browser();
    await again.login(email, password);
    expect((await sessionIn(again)).get("sessionId")).not.toBe(first);
  });
});
