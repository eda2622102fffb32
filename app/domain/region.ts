// Spec storefront-shell §2.9 (region popover), §4.2 (region update), §5 and §8 (messages).
import { postalCodeNumber } from "./postal-code";

export const regionCopy = {
  title: "Set your location",
  current: (city: string, postalCode: string) => `Your current location is: ${city}, ${postalCode}. Use the field below to change it.`,
  noLocation: "Offers and availability vary by location.",
  invalid: "Ingresá un código postal válido (por ejemplo 1425 o C1425ABC).",
  dontKnow: "I don't know my postal code",
} as const;

/** §5 "The message is the configured one, where %s stands for the postal code, or else 'There are no products available for {postalCode}.'" */
export function noProductsMessage(configured: string | undefined, postalCode: string): string {
  return configured?.trim() ? configured.replaceAll("%s", postalCode) : `There are no products available for ${postalCode}.`;
}

/**
 * §2.9 "It opens automatically on load when delivery promise is enabled and either: the postal code
 * equals the initial session postal code, or there is no postal code and a postal code is not mandatory."
 */
export function regionOpensOnLoad(rule: {
  deliveryPromise: boolean;
  postalCode: string | null;
  initialPostalCode: string | null;
  mandatory: boolean;
}): boolean {
  if (!rule.deliveryPromise) return false;
  if (rule.postalCode) return rule.postalCode === rule.initialPostalCode;
  return !rule.mandatory;
}

/**
 * Issue "Region popover": it opens by itself "at most once per session". The browser keeps this
 * cookie until it closes (no Max-Age), like the newsletter popups' closed flags; only the browser
 * reads it, since the server never renders the popover open on its own (without JS it stays closed).
 */
export const regionPromptCookieName = "esencia_region_prompt";
export const regionPromptCookie = `${regionPromptCookieName}=1; Path=/; SameSite=Lax`;
export const regionPrompted = (cookies: string): boolean => cookies.split(/;\s*/).includes(`${regionPromptCookieName}=1`);

/** The CPA's first letter is the province (Correo Argentino). */
const provinceByLetter: Record<string, string> = {
  C: "Ciudad Autónoma de Buenos Aires", B: "Buenos Aires", K: "Catamarca", H: "Chaco", U: "Chubut", X: "Córdoba",
  W: "Corrientes", E: "Entre Ríos", P: "Formosa", Y: "Jujuy", L: "La Pampa", F: "La Rioja", M: "Mendoza",
  N: "Misiones", Q: "Neuquén", R: "Río Negro", A: "Salta", J: "San Juan", D: "San Luis", Z: "Santa Cruz",
  S: "Santa Fe", G: "Santiago del Estero", V: "Tierra del Fuego", T: "Tucumán",
};

/** Four-digit codes, by range: the main city or province of each block (approximate at the edges). */
const places: readonly [from: number, to: number, name: string][] = [
  [1000, 1499, "Ciudad Autónoma de Buenos Aires"], [1500, 1999, "Gran Buenos Aires"], [2000, 2099, "Rosario"],
  [2100, 2999, "Santa Fe"], [3000, 3099, "Santa Fe"], [3100, 3299, "Entre Ríos"], [3300, 3399, "Misiones"],
  [3400, 3499, "Corrientes"], [3500, 3599, "Chaco"], [3600, 3699, "Formosa"], [3700, 3799, "Chaco"],
  [4000, 4199, "San Miguel de Tucumán"], [4200, 4399, "Santiago del Estero"], [4400, 4599, "Salta"],
  [4600, 4699, "Jujuy"], [4700, 4799, "Catamarca"], [5000, 5299, "Córdoba"], [5300, 5399, "La Rioja"],
  [5400, 5499, "San Juan"], [5500, 5699, "Mendoza"], [5700, 5799, "San Luis"], [5800, 5999, "Córdoba"],
  [6000, 6299, "Buenos Aires"], [6300, 6399, "La Pampa"], [6400, 7999, "Buenos Aires"], [8000, 8199, "Bahía Blanca"],
  [8200, 8299, "La Pampa"], [8300, 8399, "Neuquén"], [8400, 8599, "Río Negro"], [9000, 9299, "Chubut"],
  [9300, 9409, "Santa Cruz"], [9410, 9499, "Tierra del Fuego"],
];

/** The place a postal code belongs to, for "Your current location is: {City}, {postalCode}". */
export function placeOf(postalCode: string): string | null {
  const letter = /^([A-Z])\d{4}[A-Z]{3}$/i.exec(postalCode.trim())?.[1]?.toUpperCase();
  if (letter) return provinceByLetter[letter] ?? null;
  const number = postalCodeNumber(postalCode);
  if (number === null) return null;
  return places.find(([from, to]) => number >= from && number <= to)?.[2] ?? null;
}
