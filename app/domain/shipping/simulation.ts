// Spec products-and-buying §2.4 "Shipping calculator", §3 "Shipping simulation result", §5
// "Shipping: the postal code is numeric. If empty, the simulation uses '1001'", §8 'You entered an
// invalid Postal Code', §9 "Shipping options". The options themselves are ./options.ts, the same
// rules the checkout uses.
import { postalCodeNumber, postalCodeOf } from "../postal-code";
import { placeOf } from "../region";
import { estimateLabel, shippingOptionIds, shippingPriceLabel, type ShippingOption } from "./options";

export const defaultSimulationPostalCode = "1001";

export const shippingCopy = {
  title: "Calculá el costo de envío",
  label: "Código postal",
  submit: "Calcular",
  clear: "Borrar código postal",
  dontKnow: "No sé mi código postal",
  invalid: "You entered an invalid Postal Code",
  conditions: "Ver condiciones de envío",
  noOptions: "No hay formas de envío para este código postal.",
} as const;

/** Correo Argentino's CPA lookup, for "the 'I don't know my postal code' external link". */
export const postalCodeLookupUrl = "https://www.correoargentino.com.ar/formularios/cpa";

/** The code to simulate: '1001' when empty, else the store's one rule (4 digits or the CPA), null when invalid. */
export function simulationPostalCode(input: string | null | undefined): string | null {
  const code = (input ?? "").trim();
  return code === "" ? defaultSimulationPostalCode : postalCodeOf(code);
}

/**
 * Neighbourhoods of the capital's best-known four-digit codes; the rest show the city alone. A full
 * street-level address needs a postal-code service Esencia does not have.
 */
const capitalNeighbourhoods: Record<string, string> = {
  "1001": "Retiro",
  "1405": "Caballito",
  "1406": "Caballito",
  "1408": "Liniers",
  "1414": "Palermo",
  "1419": "Villa Devoto",
  "1424": "Caballito",
  "1425": "Palermo",
  "1427": "Chacarita",
  "1428": "Belgrano",
  "1429": "Núñez",
  "1430": "Villa Urquiza",
  "1440": "Mataderos",
};

/** §3 address{neighborhood, city}: what we know of a code (a CPA by its four digits). */
export function shippingAddress(postalCode: string): { neighborhood: string | null; city: string | null } {
  const digits = String(postalCodeNumber(postalCode) ?? "").padStart(4, "0");
  return { neighborhood: capitalNeighbourhoods[digits] ?? null, city: placeOf(postalCode) };
}

/** §3 "Each option is displayed as name, price, days (translated text) and estimatedDays". */
export type SimulatedOption = {
  id: string;
  name: string;
  price: string;
  days: string;
  estimatedDays: number;
  pickupStore: string | null;
};

/** Options as the calculator lists them, "sorted by estimated days". */
export function simulatedOptions(options: readonly ShippingOption[], pickupStore: string | null): SimulatedOption[] {
  return [...options]
    .sort((a, b) => a.estimatedDays - b.estimatedDays)
    .map((option) => ({
      id: option.id,
      name: option.name,
      price: shippingPriceLabel(option.price),
      days: estimateLabel(option.estimatedDays),
      estimatedDays: option.estimatedDays,
      pickupStore: option.id === shippingOptionIds.storePickup ? pickupStore : null,
    }));
}

export type ShippingSimulation = {
  postalCode: string;
  address: { neighborhood: string | null; city: string | null };
  options: SimulatedOption[];
};
