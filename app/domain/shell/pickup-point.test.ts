// Spec storefront-shell §2.9 "It can show a pickup-point filter button. That button opens the region
// slider in 'global change pickup point' mode. A global pickup point has a name and address.street."
import { describe, expect, it } from "vitest";

import { pickupPointById, pickupPointLabel, pickupPointsOf, showsPickupButton } from "./pickup-point";

const store = (id: string, nombre: string, provincia: string, direccion: string, disponible = true) => ({
  id,
  nombre,
  provincia,
  localidad: `Ciudad de ${nombre}`,
  direccion,
  disponible,
});
const stores = [
  store("1", "Esencia Alto Palermo", "Ciudad Autónoma de Buenos Aires", "Av. Santa Fe 3253"),
  store("5", "Esencia Patio Olmos", "Córdoba", "Av. Vélez Sarsfield 361"),
  store("8", "Esencia Mar del Plata", "Buenos Aires", "San Martín 2540", false),
  store("3", "Esencia Unicenter", "Buenos Aires", "  "),
];

describe("pickup points", () => {
  it("are the available stores, by province then name, each with a name and address.street", () => {
    expect(pickupPointsOf(stores)).toEqual([
      {
        id: "3",
        name: "Esencia Unicenter",
        province: "Buenos Aires",
        address: { street: "Ciudad de Esencia Unicenter", city: "Ciudad de Esencia Unicenter" },
      },
      {
        id: "1",
        name: "Esencia Alto Palermo",
        province: "Ciudad Autónoma de Buenos Aires",
        address: { street: "Av. Santa Fe 3253", city: "Ciudad de Esencia Alto Palermo" },
      },
      {
        id: "5",
        name: "Esencia Patio Olmos",
        province: "Córdoba",
        address: { street: "Av. Vélez Sarsfield 361", city: "Ciudad de Esencia Patio Olmos" },
      },
    ]);
  });

  it.each([
    ["a store that takes pickups", "1", "Esencia Alto Palermo"],
    ["an unavailable store", "8", null],
    ["an id no store has (forged)", "999", null],
    ["an empty id", "", null],
    ["not a string", 1, null],
  ])("the global pickup point for %s", (_, id, name) => {
    expect(pickupPointById(pickupPointsOf(stores), id)?.name ?? null).toBe(name);
  });

  it("shows in the region bar as 'Retiro en {name}, {address.street}'", () => {
    expect(pickupPointLabel(pickupPointById(pickupPointsOf(stores), "1")!)).toBe(
      "Retiro en Esencia Alto Palermo, Av. Santa Fe 3253",
    );
  });

  it.each([
    ["setting on, stores that take pickups", true, 3, true],
    ["setting off", false, 3, false],
    ["no store takes pickups", true, 0, false],
  ])("the pickup-point button: %s", (_, setting, points, shown) => {
    expect(showsPickupButton(setting, points)).toBe(shown);
  });
});
