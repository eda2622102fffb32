import { useState, type CSSProperties } from "react";

import type { MegaMenuItem } from "../../content/shell";
import { panelOf, type LinksBarItem } from "../../domain/shell/menus";
import { DeferredPiece } from "../ui/DeferredPiece";
import { SiteLink } from "../ui/SiteLink";
import { menusCopy } from "./menus-copy";

/** Spec §2.5 "Columns whose title mentions exclusive or featured brands get a wider minimum width." */
const wideColumn = (title: string) => /exclusiv|destacad/i.test(title);

/**
 * The desktop links bar and its mega-menu (spec §2.5). A first-level item with second-level
 * content opens on hover — and on keyboard focus, through :focus-within — with the page blurred
 * behind it; both are CSS, so it works without JavaScript. With it, the panels are built when a
 * pointer or the keyboard first reaches the bar, from the menus the browser fetches then (decision
 * 084): phones, which hide the bar, never pay for them.
 */
export function LinksBar({
  items,
  menusUrl,
  freeShippingText,
}: {
  items: readonly LinksBarItem[];
  menusUrl: string;
  freeShippingText?: string | undefined;
}) {
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  return (
    <nav className="links-bar" aria-label="Categorías" onPointerEnter={reach} onFocus={reach}>
      <ul className="links-bar__items">
        {items.map((item) => {
          const { hasPanel } = item;
          return (
            <li key={item.url} className={hasPanel ? "mega" : undefined}>
              <SiteLink
                to={item.url}
                className="links-bar__link"
                style={{ color: item.color, fontWeight: item.bold ? 700 : undefined }}
                aria-haspopup={hasPanel || undefined}
              >
                {item.text}
              </SiteLink>
              {hasPanel ? (
                <div className="mega__panel">
                  <DeferredPiece piece="menus" url={menusUrl} built={reached} copy={menusCopy}>
                    {(menus) => {
                      const panel = panelOf(menus, item);
                      return panel ? <MegaPanelContent item={panel} /> : null;
                    }}
                  </DeferredPiece>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {freeShippingText ? <p className="links-bar__shipping">{freeShippingText}</p> : null}
    </nav>
  );
}

function MegaPanelContent({ item }: { item: MegaMenuItem }) {
  return (
    <>
      <div className="mega__columns">
        {item.columns.map((column) => (
          <section
            key={column.title}
            className={`mega__column${column.border ? " mega__column--border" : ""}${wideColumn(column.title) ? " mega__column--wide" : ""}`}
            style={
              { "--highlight": column.highlightColor, "--highlight-hover": column.highlightHoverColor } as CSSProperties
            }
          >
            <h3>{column.title}</h3>
            <ul>
              {column.links.map((link) =>
                link.titleOnly ? (
                  <li key={link.url} className="mega__subtitle">
                    {link.text}
                  </li>
                ) : (
                  <li key={link.url}>
                    <SiteLink
                      to={link.url}
                      className={link.highlight ? "mega__link--highlight" : undefined}
                      style={{ "--hover": link.hoverColor } as CSSProperties}
                    >
                      {link.text}
                    </SiteLink>
                  </li>
                ),
              )}
            </ul>
          </section>
        ))}
      </div>
      {item.image ? (
        <img
          className="mega__image"
          src={item.image.src}
          alt={item.image.alt}
          width={item.image.width}
          height={item.image.height}
          loading="lazy"
        />
      ) : null}
      {item.exclusiveBrands ? (
        <section className="mega__exclusive">
          <h3>{item.exclusiveBrands.title}</h3>
          <ul>
            {item.exclusiveBrands.items.map((brand) => (
              <li key={brand.url}>
                <SiteLink to={brand.url}>
                  <img src={brand.image} alt={brand.alt} width={170} height={50} loading="lazy" />
                  <span>{brand.text}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {item.benefits.map((benefit) => (
        <SiteLink key={benefit.url} to={benefit.url} className="mega__benefit">
          <img src={benefit.image} alt="" width={60} height={60} loading="lazy" />
          <strong>{benefit.title}</strong>
          <span>{benefit.linkText}</span>
        </SiteLink>
      ))}
    </>
  );
}
