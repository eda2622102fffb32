// Spec storefront-shell §2.6 "Icons whose alt text contains 'menú' or 'menu' open the menu drawer.
// Icons whose alt text contains 'locales', 'sucursales' or 'tiendas' open the stores drawer. Other
// icons are plain links."
import { expect, it } from "vitest";

import { bottomBarAction } from "./bottom-bar";

it.each([
  ["Menú", "menu"],
  ["Abrir el menu", "menu"],
  ["Nuestros locales", "stores"],
  ["Sucursales", "stores"],
  ["TIENDAS", "stores"],
  ["Inicio", "link"],
  ["Mi bolsa", "link"],
] as const)("%s → %s", (alt, expected) => {
  expect(bottomBarAction(alt)).toBe(expected);
});
