// Spec storefront-shell §2.5 (desktop mega-menu) and §2.6 (mobile menu drawer): what of the header
// every document carries for its hydrated components, and what only the menus' content needs — the
// mega-menu panels and the mobile menu, hidden until a shopper opens them (decisions 048, 084).
import type { Header, MegaMenuItem, MobileMenu } from "../../content/shell";

/** A first-level item of the links bar as the bar shows it; its panel is in ShellMenus. */
export type LinksBarItem = Pick<MegaMenuItem, "text" | "url" | "color" | "bold"> & {
  /** §2.5 "The mega-menu opens on hover only when the item has second-level content." */
  hasPanel: boolean;
};

/** The header as documents carry it: the links bar's first level, no panels, no mobile menu. */
export type ShellHeader = Omit<Header, "linksBar" | "mobileMenu"> & { linksBar: LinksBarItem[] };

/** The menus' content, fetched by the browser when first shown. */
export type ShellMenus = { linksBar: MegaMenuItem[]; mobileMenu: MobileMenu };

export function shellHeader({ linksBar, mobileMenu: _mobileMenu, ...header }: Header): ShellHeader {
  return {
    ...header,
    linksBar: linksBar.map(({ text, url, color, bold, columns }) => ({
      text,
      url,
      ...(color ? { color } : {}),
      bold,
      hasPanel: columns.length > 0,
    })),
  };
}

export const shellMenus = ({ linksBar, mobileMenu }: Header): ShellMenus => ({ linksBar, mobileMenu });

/** The panel of a links-bar item, found by its link: a panel of another content version may be missing. */
export const panelOf = (menus: ShellMenus, item: LinksBarItem): MegaMenuItem | null =>
  menus.linksBar.find((candidate) => candidate.url === item.url && candidate.columns.length > 0) ?? null;
