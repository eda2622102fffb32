// Spec products-and-buying §5 "Shipping: The postal code is numeric. If empty, the simulation uses
// '1001'." §4 "Options are listed sorted by estimated days." §9 "Price 0 shows 'Gratis'; other prices
// use es-AR format with no decimals"; "'Up to' → 'En hasta'; 'business days' → 'días hábiles'".
import { describe, expect, it } from "vitest";

import { defaultCheckout } from "../../content/checkout";
import { shippingOptionsFor } from "./options";
import { shippingAddress, simulatedOptions, simulationPostalCode } from "./simulation";

/** Before every cut-off on a business day (decision 118): Tuesday 1 December 2026, 10:00 in Buenos Aires. */
const tuesdayMorning = new Date("2026-12-01T10:00:00-03:00");

describe("simulationPostalCode", () => {
  it.each<[string, string | null, string | null]>([
    ["empty uses 1001", "", "1001"],
    ["missing uses 1001", null, "1001"],
    ["four digits", " 1425 ", "1425"],
    ["the CPA, as the region popover and the checkout take it", "c1425abc", "C1425ABC"],
    ["letters that are no CPA are refused", "ABCD1425", null],
    ["too short", "142", null],
    ["not numeric", "abcd", null],
  ])("%s", (_, input, expected) => expect(simulationPostalCode(input)).toBe(expected));
});

it("the address names the neighbourhood and city it knows", () => {
  expect(shippingAddress("1425")).toEqual({ neighborhood: "Palermo", city: "Ciudad Autónoma de Buenos Aires" });
  expect(shippingAddress("5000")).toEqual({ neighborhood: null, city: "Córdoba" });
  expect(shippingAddress("C1425ABC")).toEqual({ neighborhood: "Palermo", city: "Ciudad Autónoma de Buenos Aires" });
});

it("lists the capital's options fastest first, 'Gratis' at 0, estimates in Spanish", () => {
  const stores = [{ id: "1", name: "Esencia Alto Palermo", province: "Ciudad Autónoma de Buenos Aires" }];
  const options = shippingOptionsFor({
    zones: ["CABA"],
    total: 50_000,
    stores,
    settings: defaultCheckout,
    now: tuesdayMorning,
  });
  expect(
    simulatedOptions(options, "Esencia Alto Palermo").map(({ name, price, days, pickupStore }) => [
      name,
      price,
      days,
      pickupStore,
    ]),
  ).toEqual([
    ["Same Day", "$6.900", "Llega hoy", null],
    ["Express", "$5.400", "En hasta 1 día hábil", null],
    ["Estándar", "$3.900", "En hasta 2 días hábiles", null],
    ["Retiro en tienda", "Gratis", "En hasta 2 días hábiles", "Esencia Alto Palermo"],
    ["Retiro en sucursal o punto del correo", "$3.120", "En hasta 3 días hábiles", null],
  ]);
});
