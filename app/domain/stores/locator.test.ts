// Spec storefront-shell §2.20, §3.8 ("only available stores are listed"), §4.8 ("Selecting a
// province resets the city and filters the list to that province"), §9 Map.
import { describe, expect, it } from "vitest";

import {
  availableStores,
  citiesOf,
  locatorFilter,
  mapDefaults,
  mapLinkOf,
  provincesOf,
  storesMatching,
  type LocatorStore,
} from "./locator";

const store = (id: string, provincia: string, localidad: string, extra: Partial<LocatorStore> = {}): LocatorStore => ({
  id,
  nombre: `Esencia ${localidad}`,
  provincia,
  localidad,
  latitud: -34.6,
  longitud: -58.4,
  disponible: true,
  storeLink: "",
  ...extra,
});

const stores = [
  store("1", "Córdoba", "Río Cuarto"),
  store("2", "Buenos Aires", "La Plata"),
  store("3", "Buenos Aires", "Bahía Blanca"),
  store("4", "Ciudad Autónoma de Buenos Aires", "Palermo"),
  store("5", "Córdoba", "Córdoba"),
  store("6", "Buenos Aires", "La Plata"),
];

describe("store locator rules", () => {
  it("lists only stores with disponible true", () => {
    expect(
      availableStores([store("1", "Salta", "Salta"), store("2", "Salta", "Cafayate", { disponible: false })]).map(
        (s) => s.id,
      ),
    ).toEqual(["1"]);
  });

  it("offers each province once, in Spanish order", () => {
    expect(provincesOf(stores)).toEqual(["Buenos Aires", "Ciudad Autónoma de Buenos Aires", "Córdoba"]);
  });

  it.each([
    ["no province: no cities (the city select is disabled)", null, []],
    ["a province: its cities, once each", "Buenos Aires", ["Bahía Blanca", "La Plata"]],
    ["an unknown province: none", "Salta", []],
  ])("%s", (_, province, expected) => {
    expect(citiesOf(stores, province)).toEqual(expected);
  });

  it.each([
    ["nothing chosen", {}, { province: null, city: null }],
    ["a province", { province: "Córdoba" }, { province: "Córdoba", city: null }],
    [
      "province and one of its cities",
      { province: "Córdoba", city: "Río Cuarto" },
      { province: "Córdoba", city: "Río Cuarto" },
    ],
    [
      "a new province resets a city of another",
      { province: "Córdoba", city: "La Plata" },
      { province: "Córdoba", city: null },
    ],
    ["clearing the province clears the city", { province: "", city: "La Plata" }, { province: null, city: null }],
    ["an unknown province is no filter", { province: "Atlántida", city: "X" }, { province: null, city: null }],
  ])("filter: %s", (_, wanted, expected) => {
    expect(locatorFilter(stores, wanted)).toEqual(expected);
  });

  it.each([
    ["all", { province: null, city: null }, ["1", "2", "3", "4", "5", "6"]],
    ["a province", { province: "Buenos Aires", city: null }, ["2", "3", "6"]],
    ["a city", { province: "Buenos Aires", city: "La Plata" }, ["2", "6"]],
  ])("matching: %s", (_, filter, expected) => {
    expect(storesMatching(stores, filter).map((s) => s.id)).toEqual(expected);
  });

  it.each([
    [
      "storeLink when set",
      { storeLink: "https://maps.app.goo.gl/x", latitud: -34.5, longitud: -58.4 },
      "https://maps.app.goo.gl/x",
    ],
    [
      "else a maps search from latitude and longitude",
      { storeLink: "", latitud: -34.5882, longitud: -58.41 },
      "https://www.google.com/maps/search/?api=1&query=-34.5882,-58.41",
    ],
  ])("map link: %s", (_, input, expected) => {
    expect(mapLinkOf(input)).toBe(expected);
  });

  it("centres on -34.5977/-58.4232 at zoom 10, and a chosen store at 16", () => {
    expect(mapDefaults).toEqual({ centre: { lat: -34.5977, lng: -58.4232 }, zoom: 10, storeZoom: 16 });
  });
});
