// Spec storefront-shell §2.22: an e-boutique category page's title names its brand, once.
import { describe, expect, it } from "vitest";

import { boutiqueSeoTitle } from "./seo-title";

describe("boutiqueSeoTitle", () => {
  it.each([
    ["a category gets the brand", "Sueros", "Chanel", true, "Sueros Chanel"],
    ["N°1 de {brand} already names it", "N°1 de Chanel", "Chanel", true, "N°1 de Chanel"],
    ["accents and case do not matter", "Lo mejor de L'ORÉAL Paris", "L'Oréal Paris", true, "Lo mejor de L'ORÉAL Paris"],
    ["a word that only contains the brand is not it", "Diorskin", "Dior", true, "Diorskin Dior"],
    ["a line or the home keeps its title", "Sauvage", "Dior", false, "Sauvage"],
  ])("%s", (_, title, brand, namesCategory, expected) => {
    expect(boutiqueSeoTitle(title, brand, namesCategory)).toBe(expected);
  });
});
