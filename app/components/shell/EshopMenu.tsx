import type { EshopMenuData } from "../../features/shell/eshop.server";
import { SiteLink } from "../ui/SiteLink";
import { Drawer } from "./Drawer";

/**
 * The e-shop menu (spec §2.6): the brand's accordion as a left column on desktop, inside a drawer
 * (a :target panel, like the others) on mobile. Two copies of a short list, one shown per width:
 * the column is navigation, and only the drawer is a modal dialog — a column styled out of a dialog
 * told screen readers the whole page behind it was inert. Entries with links are <details> accordions.
 */
export function EshopMenu({ menu }: { menu: EshopMenuData }) {
  return (
    <div className="eshop-menu">
      <nav className="eshop-menu__column" aria-label={`Menú ${menu.brand}`}>
        <Entries entries={menu.entries} />
      </nav>
      <a href="#eshop" className="eshop-menu__open button button--outline" aria-controls="eshop">
        Menú {menu.brand}
      </a>
      <Drawer id="eshop" title={menu.brand}>
        <Entries entries={menu.entries} />
      </Drawer>
    </div>
  );
}

function Entries({ entries }: { entries: EshopMenuData["entries"] }) {
  return (
    <ul className="eshop-menu__entries">
      {entries.map((entry) => (
        <li key={entry.title}>
          {entry.links.length > 0 ? (
            <details>
              <summary>{entry.title}</summary>
              <ul>
                {entry.links.map((link) => (
                  <li key={link.url}>
                    <SiteLink to={link.url}>{link.text}</SiteLink>
                  </li>
                ))}
              </ul>
            </details>
          ) : entry.url ? (
            <SiteLink to={entry.url}>{entry.title}</SiteLink>
          ) : (
            <span>{entry.title}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
