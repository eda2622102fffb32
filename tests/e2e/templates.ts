// Every page template the store serves (spec storefront-shell §2.1 "Route map", §2.2), with one
// example path each in the catalogue the e2e server seeds (scripts/e2e-server.ts: 400 products,
// seed 20261122). The standards suite (axe, Nu HTML Checker, console errors) walks all of them.
import { generateCatalogue } from "../../scripts/seed/catalogue.mjs";

type Row = Record<string, number | string | null>;
export const catalogue = generateCatalogue({ products: 400, seed: 20261122 }) as unknown as Record<string, Row[]>;
const kitSkus = new Set(catalogue.kitItems!.map((item) => item.kit_sku_id));
const kitProductId = catalogue.skus!.find((sku) => kitSkus.has(sku.id))!.product_id;
const kit = catalogue.products!.find((product) => product.id === kitProductId)!;

export type Template = { name: string; path: string; status?: number };

/** Pages anyone can open. */
export const publicTemplates: Template[] = [
  { name: "home", path: "/" },
  { name: "department listing", path: "/fragancias" },
  { name: "category listing", path: "/fragancias/femeninas" },
  { name: "collection listing", path: "/todo-sale" },
  { name: "search", path: "/s?q=perfume" },
  { name: "search without results", path: "/s?q=zzzzqqqq" },
  // The fragrance template carries how-to-use, explore-categories and tiles (issue: hydration).
  { name: "fragrance PDP (store layout, CMS sections)", path: "/dior-sauvage-eau-de-toilette/p" },
  { name: "kit PDP", path: `/${kit.slug}/p` },
  { name: "make-up PDP (variants)", path: "/dior-labial-rouge-dior/p" },
  { name: "hair-care PDP (base layout)", path: "/l-oreal-paris-shampoo-elvive/p" },
  { name: "empty bag", path: "/checkout" },
  { name: "login", path: "/login" },
  { name: "guest wishlist", path: "/wishlist" },
  { name: "store locator", path: "/locales" },
  { name: "brands", path: "/marcas" },
  { name: "gifts", path: "/regalos" },
  { name: "e-boutique", path: "/shop-dior" },
  { name: "e-boutique category", path: "/shop-dior/fragancias-masculinas/sauvage" },
  { name: "landing: FAQ", path: "/preguntas-frecuentes" },
  { name: "landing: benefits", path: "/beneficios" },
  { name: "landing: jobs (form builder)", path: "/trabaja-con-nosotros" },
  { name: "landing: events (iframe)", path: "/calendario-de-eventos" },
  { name: "landing: coupons", path: "/como-canjear-tu-cupon" },
  { name: "landing: terms", path: "/terminos-condiciones" },
  { name: "purchase cancellation", path: "/arrepentimiento" },
  { name: "menu (the lite store's menus and links)", path: "/menu" },
  { name: "page not found", path: "/no-existe-esta-pagina", status: 404 },
  { name: "product not found", path: "/perfume-que-no-existe-999999/p", status: 404 },
];

/** Pages behind sign-in (spec §2.11), walked by a signed-in shopper. */
export const accountTemplates: Template[] = [
  { name: "account: profile", path: "/pvt/account/profile" },
  { name: "account: user details", path: "/pvt/account/user-details" },
  { name: "account: orders", path: "/pvt/account/orders" },
  { name: "account: security", path: "/pvt/account/security" },
  { name: "wishlist", path: "/wishlist" },
];
