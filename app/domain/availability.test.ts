// Spec products-and-buying §3 "availability is a {host} URL; '{host}/InStock' means available" and
// §4 "Out of stock ({host} OutOfStock or outOfStock)".
import { describe, expect, it } from "vitest";

import { availabilityUrl, isInStock, storeHost } from "./availability";

describe("availabilityUrl", () => {
  it.each([
    ["https://esencia.com.ar", true, "https://esencia.com.ar/InStock"],
    ["https://esencia.com.ar", false, "https://esencia.com.ar/OutOfStock"],
    [storeHost("http://localhost:8787/"), true, "http://localhost:8787/InStock"],
  ])("%s, available %s → %s", (host, available, expected) => {
    expect(availabilityUrl(host, available)).toBe(expected);
  });
});

describe("isInStock", () => {
  it.each([
    ["https://esencia.com.ar/InStock", true],
    ["https://schema.org/InStock", true],
    ["https://esencia.com.ar/OutOfStock", false],
    ["https://esencia.com.ar/outOfStock", false],
    ["", false],
  ])("%s → %s", (availability, expected) => expect(isInStock(availability)).toBe(expected));
});
