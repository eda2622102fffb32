// Spec storefront-shell §2.6 "Icons whose alt text contains 'menú' or 'menu' open the menu drawer.
// Icons whose alt text contains 'locales', 'sucursales' or 'tiendas' open the stores drawer. Other
// icons are plain links."

export type BottomBarAction = "menu" | "stores" | "link";

export function bottomBarAction(alt: string): BottomBarAction {
  const text = alt.toLowerCase();
  if (text.includes("menú") || text.includes("menu")) return "menu";
  if (["locales", "sucursales", "tiendas"].some((word) => text.includes(word))) return "stores";
  return "link";
}
