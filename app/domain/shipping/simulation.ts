// Spec products-and-buying §2.4 "Shipping calculator", §3 "Shipping simulation result", §5
// "Shipping: the postal code is numeric. If empty, the simulation uses '1001'", §8 'You entered an
// invalid Postal Code', §9 "Shipping options". The options themselves are ./options.ts, the same
// rules the checkout uses.
import { placeOf } from "../region";
import { estimateLabel, shippingPriceLabel, type ShippingOption } from "./options";

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

/** The code to simulate: '1001' when empty, the 4 digits when numeric, null otherwise. */
export function simulationPostalCode(input: string | null | undefined): string | null {
  const code = (input ?? "").trim();
  if (code === "") return defaultSimulationPostalCode;
  return /^\d{4}$/.test(code) ? code : null;
}

/**
 * Neighbourhoods of the capital's best-known four-digit codes; the rest show the city alone. A full
 * street-level address needs a postal-code service Esencia does not have.
 */
const capitalNeighbourhoods: Record<string, string> = {
  "1001": "Retiro", "1405": "Caballito", "1406": "Caballito", "1408": "Liniers", "1414": "Palermo",
  "1419": "Villa Devoto", "1424": "Caballito", "1425": "Palermo", "1427": "Chacarita", "1428": "Belgrano",
  "1429": "Núñez", "1430": "Villa Urquiza", "1440": "Mataderos",
};

/** §3 address{neighborhood, city}: what we know of a four-digit code. */
export function shippingAddress(postalCode: string): { neighborhood: string | null; city: string | null } {
  return { neighborhood: capitalNeighbourhoods[postalCode] ?? null, city: placeOf(postalCode) };
}

/** §3 "Each option is displayed as name, price, days (translated text) and estimatedDays". */
export type SimulatedOption = { id: string; name: string; price: string; days: string; estimatedDays: number; pickupStore: string | null };

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
      pickupStore: option.id === "pickup" ? pickupStore : null,
    }));
}

export type ShippingSimulation = {
  postalCode: string;
  address: { neighborhood: string | null; city: string | null };
  options: SimulatedOption[];
};

/** The store a pickup would go to: one in the postal code's province (Greater Buenos Aires is Buenos Aires), else the first. */
export function pickupStoreFor(stores: readonly { name: string; province: string }[], postalCode: string): string | null {
  const place = placeOf(postalCode);
  const province = place === "Gran Buenos Aires" ? "Buenos Aires" : place;
  return (stores.find((store) => store.province === province) ?? stores[0])?.name ?? null;
}
