// Spec storefront-shell §2.9 (region popover), §4.2 (region update), §5 and §8 (messages).
import { postalCodeNumber } from "./postal-code";

export const regionCopy = {
  title: "Set your location",
  current: (city: string, postalCode: string) =>
    `Your current location is: ${city}, ${postalCode}. Use the field below to change it.`,
  noLocation: "Offers and availability vary by location.",
  invalid: "Ingresá un código postal válido (por ejemplo 1425 o C1425ABC).",
  dontKnow: "I don't know my postal code",
} as const;

/** §5 "The message is the configured one, where %s stands for the postal code, or else 'There are no products available for {postalCode}.'" */
export function noProductsMessage(configured: string | undefined, postalCode: string): string {
  return configured?.trim()
    ? configured.replaceAll("%s", postalCode)
    : `There are no products available for ${postalCode}.`;
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
export const regionPrompted = (cookies: string): boolean =>
  cookies.split(/;\s*/).includes(`${regionPromptCookieName}=1`);

/** The CPA's first letter is the province (Correo Argentino). */
const provinceByLetter: Record<string, string> = {
  C: "Ciudad Autónoma de Buenos Aires",
  B: "Buenos Aires",
  K: "Catamarca",
  H: "Chaco",
  U: "Chubut",
  X: "Córdoba",
  W: "Corrientes",
  E: "Entre Ríos",
  P: "Formosa",
  Y: "Jujuy",
  L: "La Pampa",
  F: "La Rioja",
  M: "Mendoza",
  N: "Misiones",
  Q: "Neuquén",
  R: "Río Negro",
  A: "Salta",
  J: "San Juan",
  D: "San Luis",
  Z: "Santa Cruz",
  S: "Santa Fe",
  G: "Santiago del Estero",
  V: "Tierra del Fuego",
  T: "Tucumán",
};

/** Four-digit codes, by range: the main city or province of each block, and its province (approximate at the edges). */
const places: readonly [from: number, to: number, name: string, province: string][] = [
  [1000, 1499, "Ciudad Autónoma de Buenos Aires", "Ciudad Autónoma de Buenos Aires"],
  [1500, 1999, "Gran Buenos Aires", "Buenos Aires"],
  [2000, 2099, "Rosario", "Santa Fe"],
  [2100, 2999, "Santa Fe", "Santa Fe"],
  [3000, 3099, "Santa Fe", "Santa Fe"],
  [3100, 3299, "Entre Ríos", "Entre Ríos"],
  [3300, 3399, "Misiones", "Misiones"],
  [3400, 3499, "Corrientes", "Corrientes"],
  [3500, 3599, "Chaco", "Chaco"],
  [3600, 3699, "Formosa", "Formosa"],
  [3700, 3799, "Chaco", "Chaco"],
  [4000, 4199, "San Miguel de Tucumán", "Tucumán"],
  [4200, 4399, "Santiago del Estero", "Santiago del Estero"],
  [4400, 4599, "Salta", "Salta"],
  [4600, 4699, "Jujuy", "Jujuy"],
  [4700, 4799, "Catamarca", "Catamarca"],
  [5000, 5299, "Córdoba", "Córdoba"],
  [5300, 5399, "La Rioja", "La Rioja"],
  [5400, 5499, "San Juan", "San Juan"],
  [5500, 5699, "Mendoza", "Mendoza"],
  [5700, 5799, "San Luis", "San Luis"],
  [5800, 5999, "Córdoba", "Córdoba"],
  [6000, 6299, "Buenos Aires", "Buenos Aires"],
  [6300, 6399, "La Pampa", "La Pampa"],
  [6400, 7999, "Buenos Aires", "Buenos Aires"],
  [8000, 8199, "Bahía Blanca", "Buenos Aires"],
  [8200, 8299, "La Pampa", "La Pampa"],
  [8300, 8399, "Neuquén", "Neuquén"],
  [8400, 8599, "Río Negro", "Río Negro"],
  [9000, 9299, "Chubut", "Chubut"],
  [9300, 9409, "Santa Cruz", "Santa Cruz"],
  [9410, 9499, "Tierra del Fuego", "Tierra del Fuego"],
];

const placeBy = (postalCode: string) => {
  const number = postalCodeNumber(postalCode);
  return number === null ? undefined : places.find(([from, to]) => number >= from && number <= to);
};
const cpaLetter = (postalCode: string) => /^([A-Z])\d{4}[A-Z]{3}$/i.exec(postalCode.trim())?.[1]?.toUpperCase();

/** The place a postal code belongs to, for "Your current location is: {City}, {postalCode}". */
export function placeOf(postalCode: string): string | null {
  const letter = cpaLetter(postalCode);
  if (letter) return provinceByLetter[letter] ?? null;
  return placeBy(postalCode)?.[2] ?? null;
}

/** The province a postal code is in, spelt as config:stores spells `provincia`; null when unknown. */
export function provinceOf(postalCode: string): string | null {
  const letter = cpaLetter(postalCode);
  if (letter) return provinceByLetter[letter] ?? null;
  return placeBy(postalCode)?.[3] ?? null;
}
