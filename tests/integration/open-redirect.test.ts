// Spec storefront-shell §2.1 (login returnUrl) and decision 007 (a
// plain post 303s to a same-origin redirectTo): no route answers with a Location on another host,
// whatever dot segments, encodings or slashes the target hides it behind.
import { describe, expect, it } from "vitest";

import { Browser, form } from "./browser";

const password = "Perfume-de-Rosas-1";
const bypasses = [
  "/.//evil.example",
  "/a/..//evil.example",
  "/%2e//evil.example",
  "///evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "https://evil.example/",
];

/** Whether a Location header sends the browser off our origin. */
const leaves = (location: string | null) =>
  location !== null && new URL(location, "http://localhost:8787").host !== "localhost:8787";

async function signedIn() {
  const browser = new Browser();
  const email = `redirige.${crypto.randomUUID()}@ejemplo.com.ar`;
  await browser.post(
    "/login",
    form({ intent: "register", givenName: "Ana", email, password, confirmPassword: password }),
  );
  return browser;
}

describe("login returnUrl", () => {
  it.each(bypasses)("a signed-in GET /login?returnUrl=%j stays on the site", async (target) => {
    const browser = await signedIn();
    const response = await browser.get(`/login?returnUrl=${encodeURIComponent(target)}`);
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.headers.get("Location")).toBe("/pvt/account/profile");
  });

  it.each(bypasses)("a login posted with returnUrl=%j stays on the site", async (target) => {
    const browser = await signedIn();
    await browser.post("/logout", form({ redirectTo: "/" }));
    const email = `vuelve.${crypto.randomUUID()}@ejemplo.com.ar`;
    const response = await browser.post(
      "/login",
      form({ intent: "register", givenName: "Ana", email, password, confirmPassword: password, returnUrl: target }),
    );
    expect(response.headers.get("Location")).toBe("/pvt/account/profile");
  });
});

describe("form redirectTo", () => {
  const posts: [string, Record<string, string>][] = [
    ["/newsletter", { email: "no-es-un-mail" }],
    ["/region", { postalCode: "x" }],
    ["/bolsa", { intent: "add", sku: "no-existe", seller: "1", quantity: "1" }],
    ["/simular-envio", { postalCode: "x" }],
    ["/wishlist", { productId: "no-existe" }],
    ["/popup", {}],
    ["/consent", { choice: "granted" }],
    ["/modo-liviano", { liviano: "1" }],
  ];
  for (const [path, fields] of posts) {
    it.each(bypasses)(`${path} with redirectTo=%j stays on the site`, async (target) => {
      const response = await new Browser().post(path, form({ ...fields, redirectTo: target }));
      expect(response.status).toBe(303);
      expect(leaves(response.headers.get("Location"))).toBe(false);
    });
  }

  it.each(bypasses)("/logout with redirectTo=%j stays on the site", async (target) => {
    const browser = await signedIn();
    const response = await browser.post("/logout", form({ redirectTo: target }));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
  });
});
