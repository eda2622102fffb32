// The lite store's /menu page (decision 110): a lite page carries neither the header's menus nor the
// footer's link lists, so one page holds them all — the mega-menu's panels (spec storefront-shell
// §2.5), the mobile menu (§2.6) and the footer's columns, phones, networks and seals (§2.7) — each
// link once, in that order, so no link of the full store is out of a lite shopper's reach.
import type { Footer } from "../../content/shell";
import type { ShellMenus } from "./menus";

export type MenuPageLink = { text: string; url: string; bold?: boolean };
/** A heading, itself a link when its menu item is one, and the links under it. */
export type MenuPageGroup = { title: string; url?: string; links: MenuPageLink[] };
export type MenuPageSection = { title: string; groups: MenuPageGroup[] };

/** The page's sections; a link already listed higher up is left out, and a group left empty with it. */
export function menuPage(menus: ShellMenus | null, footer: Footer | null): MenuPageSection[] {
  const seen = new Set<string>();
  const fresh = (links: readonly MenuPageLink[]) =>
    links.filter((link) => {
      if (seen.has(link.url)) return false;
      seen.add(link.url);
      return true;
    });
  const group = (title: string, links: readonly MenuPageLink[], url?: string): MenuPageGroup[] => {
    const own = url !== undefined && !seen.has(url);
    if (url !== undefined) seen.add(url);
    const kept = fresh(links);
    return kept.length > 0 || own ? [{ title, ...(own ? { url } : {}), links: kept }] : [];
  };
  const sections: MenuPageSection[] = [
    {
      title: "Categorías",
      groups: (menus?.linksBar ?? []).flatMap((item) => [
        ...group(item.text, [], item.url),
        ...item.columns.flatMap((column) =>
          group(
            column.title,
            column.links.filter((link) => !link.titleOnly),
          ),
        ),
        ...(item.exclusiveBrands ? group(item.exclusiveBrands.title, item.exclusiveBrands.items) : []),
        ...group(
          "Beneficios",
          item.benefits.map((benefit) => ({ text: benefit.title, url: benefit.url })),
        ),
      ]),
    },
    {
      title: "Más para explorar",
      groups: menus
        ? [
            ...menus.mobileMenu.mainItems.flatMap((item) =>
              group(
                item.text,
                item.links.flatMap((link) => [link, ...link.thirdLevel]),
              ),
            ),
            ...group("Destacados", menus.mobileMenu.linksNoImage),
            ...group("Accesos", menus.mobileMenu.mainLinks),
            ...group(
              "Redes sociales",
              menus.mobileMenu.social.map((network) => ({ text: network.alt, url: network.url })),
            ),
          ]
        : [],
    },
    {
      title: "Ayuda y contacto",
      groups: footer
        ? [
            ...footer.columns.flatMap((column) => group(column.title, column.links)),
            ...group(
              "Contacto",
              footer.phones
                .filter((phone) => phone.inUse)
                .map((phone) => ({ text: `${phone.label}: ${phone.value}`, url: telephoneUrl(phone.value) })),
            ),
            ...group(
              "Redes sociales",
              footer.social.map((network) => ({ text: network.alt || network.name, url: network.link })),
            ),
            ...group(
              "Sellos",
              footer.commercialLogos.map((seal) => ({ text: seal.logo.alt, url: seal.link })),
            ),
          ]
        : [],
    },
  ];
  return sections.filter((section) => section.groups.length > 0);
}

/** A phone as the footer links it: `tel:` and its digits. */
export const telephoneUrl = (value: string) => `tel:${value.replace(/[^\d+]/g, "")}`;
