// Spec storefront-shell §2.1 "Extra account routes may be configured; they are appended to the My
// Account menu. Any such route that does not start with /pvt gets /pvt prefixed."; §2.3 "account
// icon, linking to /account#/profile when the person has an id, else /login".
import { describe, expect, it } from "vitest";

import { accountHref, accountMenu, loginPathFor, privateRoute } from "./account-links";

describe("account links", () => {
  it.each([
    ["a person with an id", "u-1", "/account#/profile"],
    ["no person", null, "/login"],
    ["an empty id", "", "/login"],
  ])("account icon for %s → %s", (_, id, expected) => {
    expect(accountHref(id)).toBe(expected);
  });

  it.each([
    ["/gift-cards", "/pvt/gift-cards"],
    ["gift-cards", "/pvt/gift-cards"],
    ["/pvt/gift-cards", "/pvt/gift-cards"],
    ["/pvtx", "/pvt/pvtx"],
  ])("extra route %s → %s", (route, expected) => {
    expect(privateRoute(route)).toBe(expected);
  });

  it("appends configured routes after Profile, Orders, User Details and Security, once each", () => {
    const menu = accountMenu([
      { route: "/tarjetas-regalo", title: "Tarjetas de regalo" },
      { route: "/pvt/tarjetas-regalo", title: "Repetida" },
      { route: "/pvt/account/profile", title: "Repetida" },
    ]);
    expect(menu.map((link) => link.route)).toEqual([
      "/pvt/account/profile",
      "/pvt/account/orders",
      "/pvt/account/user-details",
      "/pvt/account/security",
      "/pvt/tarjetas-regalo",
    ]);
  });

  it("keeps the way back in returnUrl", () => {
    expect(loginPathFor("/pvt/account/security?x=1")).toBe("/login?returnUrl=%2Fpvt%2Faccount%2Fsecurity%3Fx%3D1");
  });
});
