import { Link } from "@remix-run/react";
import type { EshopMenuData } from "../../features/shell/eshop.server";
import { Drawer } from "./Drawer";

/**
 * The e-shop menu (spec §2.6): the brand's accordion as a left column on desktop, inside a drawer
 * (a :target panel, like the others) on mobile. Entries with links are <details> accordions.
 */
export function EshopMenu({ menu }: { menu: EshopMenuData }) {
  return (
    <div className="eshop-menu">
      <a href="#eshop" className="eshop-menu__open button button--outline" aria-controls="eshop">
        Menú {menu.brand}
      </a>
      <Drawer id="eshop" title={menu.brand}>
        <ul className="eshop-menu__entries">
          {menu.entries.map((entry) => (
            <li key={entry.title}>
              {entry.links.length > 0 ? (
                <details>
                  <summary>{entry.title}</summary>
                  <ul>
                    {entry.links.map((link) => (
                      <li key={link.url}>
                        <Link to={link.url}>{link.text}</Link>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : entry.url ? (
                <Link to={entry.url}>{entry.title}</Link>
              ) : (
                <span>{entry.title}</span>
              )}
            </li>
          ))}
        </ul>
      </Drawer>
    </div>
  );
}
