// Decision 058 "No-store by one mechanism": every response that depends on the session says
// `Cache-Control: private, no-store` (spec storefront-shell §2.1 private pages under /pvt; the
// checkout, the order confirmation with the shopper's e-mail and bank details, the bag).
import { describe, expect, it } from "vitest";

import { isPrivateAnswer, isPrivatePath } from "./private-responses";

describe("isPrivatePath", () => {
  it.each([
    ["/pvt/account/profile", true],
    ["/pvt/account/security.data", true],
    ["/pvt/organization-account/contracts", true],
    ["/account", true],
    ["/login", true],
    ["/LOGIN", true],
    ["/logout", true],
    ["/checkout", true],
    ["/checkout.data", true],
    ["/checkout/pedido/5f0c7a52-0000-4000-8000-000000000000", true],
    ["/checkout/pedido/5f0c7a52-0000-4000-8000-000000000000.data", true],
    ["/bolsa", true],
    ["/bolsa.data", true],
    ["/wishlist", true],
    ["/arrepentimiento", true],
    ["/seguimiento", true],
    ["/seguimiento/5f0c7a52-0000-4000-8000-000000000000.data", true],
    ["/verificar-email", true],
    ["/", false],
    ["/_root.data", false],
    ["/fragancias", false],
    ["/sauvage-eau-de-parfum-12/p", false],
    ["/checkouts-de-regalo", false],
    ["/s?q=bolsa", false],
  ])("%s → %s", (pathname, expected) => expect(isPrivatePath(pathname)).toBe(expected));
});

describe("isPrivateAnswer", () => {
  const publicPage = { method: "GET", pathname: "/fragancias", setsCookie: false, readsShopperSession: false };
  it.each([
    ["a public page for a visitor without a session", publicPage, false],
    ["a public page built from a session with a bag or a person", { ...publicPage, readsShopperSession: true }, true],
    ["an answer that writes the session cookie", { ...publicPage, setsCookie: true }, true],
    ["a form post", { ...publicPage, method: "POST" }, true],
    ["a private page, even for a visitor without a session", { ...publicPage, pathname: "/checkout" }, true],
    ["HEAD of a public page", { ...publicPage, method: "HEAD" }, false],
  ])("%s → %s", (_, answer, expected) => expect(isPrivateAnswer(answer)).toBe(expected));
});
