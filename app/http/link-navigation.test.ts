import { describe, expect, it } from "vitest";

import { clientNavigationOf, isSitePath, type LinkAnchor, type LinkClick } from "./link-navigation";

const plain: LinkClick = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};
const anchor: LinkAnchor = { href: "https://esencia.com.ar/fragancias?orden=precio", target: "", download: false };
const here = { origin: "https://esencia.com.ar", pathname: "/", search: "", hash: "" };

describe("clientNavigationOf", () => {
  it("takes a plain click on a link of the site, path, query and hash", () => {
    expect(clientNavigationOf(plain, anchor, here)).toEqual({ to: "/fragancias?orden=precio", replace: false });
    expect(clientNavigationOf(plain, { ...anchor, href: "https://esencia.com.ar/ayuda#envios" }, here)).toEqual({
      to: "/ayuda#envios",
      replace: false,
    });
    expect(clientNavigationOf(plain, { ...anchor, target: "_self" }, here)?.to).toBe("/fragancias?orden=precio");
  });

  it("replaces the history entry for a link to the page already shown", () => {
    const there = { ...here, pathname: "/fragancias", search: "?orden=precio" };
    expect(clientNavigationOf(plain, anchor, there)).toEqual({ to: "/fragancias?orden=precio", replace: true });
  });

  it.each([
    ["the middle button", { button: 1 }],
    ["the secondary button", { button: 2 }],
    ["Ctrl (a new tab)", { ctrlKey: true }],
    ["Cmd (a new tab)", { metaKey: true }],
    ["Shift (a new window)", { shiftKey: true }],
    ["Alt (a download)", { altKey: true }],
    ["a click another handler took", { defaultPrevented: true }],
  ])("leaves %s to the browser", (_, change) => {
    expect(clientNavigationOf({ ...plain, ...change }, anchor, here)).toBeNull();
  });

  it.each([
    ["a new tab", { target: "_blank" }],
    ["a named frame", { target: "otro" }],
    ["a download", { download: true }],
    ["another origin", { href: "https://otro.com.ar/fragancias" }],
    ["another scheme", { href: "mailto:hola@esencia.com.ar" }],
    ["a malformed href", { href: "nada" }],
  ])("leaves a link to %s to the browser", (_, change) => {
    expect(clientNavigationOf(plain, { ...anchor, ...change }, here)).toBeNull();
  });
});

describe("isSitePath", () => {
  it.each([
    ["/fragancias", true],
    ["/s?q=perfume", true],
    ["//otro.com.ar/x", false],
    ["https://esencia.com.ar/", false],
    ["?tema=envios", false],
    ["tel:+541155551234", false],
  ])("%s → %s", (to, expected) => {
    expect(isSitePath(to)).toBe(expected);
  });
});
