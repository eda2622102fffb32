import { useRef } from "react";

import type { MobileMenu } from "../../content/shell";
import { DeferredPiece } from "../ui/DeferredPiece";
import { Icon } from "../ui/Icon";
import { SiteLink } from "../ui/SiteLink";
import { Drawer } from "./Drawer";
import { menusCopy } from "./menus-copy";
import { useDrawerOpened } from "./useDrawerOpened";

/**
 * Mobile menu drawer (spec §2.6). Its content is built on the first open, from the menus the
 * browser fetches then; the server writes it for browsers without JavaScript (decisions 048, 084).
 */
export function MenuDrawer({ menusUrl }: { menusUrl: string }) {
  const drawer = useRef<HTMLDivElement>(null);
  const opened = useDrawerOpened(drawer);
  return (
    <Drawer ref={drawer} id="menu" title="MENÚ">
      <DeferredPiece piece="menus" url={menusUrl} built={opened} copy={menusCopy}>
        {(menus) => <MobileMenuContent menu={menus.mobileMenu} />}
      </DeferredPiece>
    </Drawer>
  );
}

/**
 * Three levels: main items with an image open a second-level panel with back and close controls,
 * whose entries may expand into third-level links. All <details>, so every level works without JS
 * and with the keyboard.
 */
function MobileMenuContent({ menu }: { menu: MobileMenu }) {
  return (
    <>
      <ul className="menu-drawer__main">
        {menu.mainItems.map((item) => (
          <li key={item.text}>
            <details className="menu-level">
              {/* Closed, the summary is the item; open, it becomes the panel's 'Volver' bar. */}
              <summary className="menu-level__open">
                <img src={item.image} alt="" width={48} height={48} loading="lazy" />
                <span className="menu-level__text">{item.text}</span>
                <span className="menu-level__back">
                  <Icon name="back" /> Volver
                </span>
              </summary>
              <div className="menu-level__panel">
                <p className="menu-level__title">{item.text}</p>
                <ul>
                  {item.links.map((link) =>
                    link.thirdLevel.length > 0 ? (
                      <li key={link.url}>
                        <details className="menu-third">
                          <summary className={link.bold ? "is-bold" : undefined}>{link.text}</summary>
                          <ul>
                            {link.thirdLevel.map((third) => (
                              <li key={third.url}>
                                <SiteLink to={third.url} className={third.bold ? "is-bold" : undefined}>
                                  {third.text}
                                </SiteLink>
                              </li>
                            ))}
                            <li>
                              <SiteLink to={link.url}>Ver todo</SiteLink>
                            </li>
                          </ul>
                        </details>
                      </li>
                    ) : (
                      <li key={link.url}>
                        <SiteLink to={link.url} className={link.bold ? "is-bold" : undefined}>
                          {link.text}
                        </SiteLink>
                      </li>
                    ),
                  )}
                </ul>
                <SocialLinks social={menu.social} />
              </div>
            </details>
          </li>
        ))}
      </ul>
      <ul className="menu-drawer__plain">
        {menu.linksNoImage.map((link) => (
          <li key={link.url}>
            <SiteLink
              to={link.url}
              className={
                [link.bold ? "is-bold" : "", link.style === "button" ? "button button--outline" : ""]
                  .filter(Boolean)
                  .join(" ") || undefined
              }
              style={{ color: link.color }}
            >
              {link.text}
            </SiteLink>
          </li>
        ))}
      </ul>
      <ul className="menu-drawer__links">
        {menu.mainLinks.map((link) => (
          <li key={link.url}>
            <SiteLink to={link.url}>{link.text}</SiteLink>
          </li>
        ))}
      </ul>
      <SocialLinks social={menu.social} />
    </>
  );
}

function SocialLinks({ social }: { social: MobileMenu["social"] }) {
  if (social.length === 0) return null;
  return (
    <ul className="menu-drawer__social" aria-label="Redes sociales">
      {social.map((network) => (
        <li key={network.url}>
          <a href={network.url} target="_blank" rel="noopener noreferrer">
            <img src={network.icon} alt={network.alt} width={28} height={28} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
