/**
 * The links a page may never lose, the lite footer's only ones (decision 110): the purchase-cancellation
 * button (spec storefront-shell §2.7, §2.1 /arrepentimiento), the national consumer-protection
 * complaints form every Argentine online store must link (Resolución 38/2021 of the Secretaría de
 * Comercio Interior), and the terms and conditions (§2.1 /terminos-condiciones).
 */
export const consumerProtection = {
  text: "Defensa de las y los consumidores",
  url: "https://www.argentina.gob.ar/produccion/defensadelconsumidor/formulario",
} as const;

export const legalLinks = [
  { text: "Botón de arrepentimiento", url: "/arrepentimiento" },
  consumerProtection,
  { text: "Términos y condiciones", url: "/terminos-condiciones" },
] as const;
