// Spec storefront-shell §2.1 (routes), §2.3 (account icon), §2.11 (My Account menu), §3.2, §6.

/** §3.2 Account link. */
export type AccountLink = { route: string; title: string };

/** §2.3: "account icon, linking to /account#/profile when the person has an id, else /login". */
export const accountHref = (personId: string | null | undefined) => (personId ? "/account#/profile" : "/login");

/** §2.11: Profile, Orders, User Details and Security under /pvt/account (titles in our Spanish). */
export const accountSections: readonly AccountLink[] = [
  { route: "/pvt/account/profile", title: "Perfil" },
  { route: "/pvt/account/orders", title: "Pedidos" },
  { route: "/pvt/account/user-details", title: "Datos personales" },
  { route: "/pvt/account/security", title: "Seguridad" },
];

/** §2.1: "Any such route that does not start with /pvt gets /pvt prefixed." */
export function privateRoute(route: string): string {
  const path = route.startsWith("/") ? route : `/${route}`;
  return path === "/pvt" || path.startsWith("/pvt/") ? path : `/pvt${path}`;
}

/** §2.11: the four sections, then the configured extra routes, each once. */
export function accountMenu(extraRoutes: readonly AccountLink[]): AccountLink[] {
  const menu = [...accountSections];
  for (const extra of extraRoutes) {
    const route = privateRoute(extra.route);
    if (!menu.some((link) => link.route === route)) menu.push({ route, title: extra.title });
  }
  return menu;
}

/** Where an anonymous visitor of a private page goes; the way back is kept (and checked on use). */
export const loginPathFor = (returnUrl: string) => `/login?${new URLSearchParams({ returnUrl })}`;
