import type { Header } from "../../content/shell";
import { bottomBarAction } from "../../domain/shell/bottom-bar";
import { lowFetchPriority } from "../ui/fetch-priority";
import { useLiteMode } from "../ui/LiteMode";
import { SiteLink } from "../ui/SiteLink";

const drawerOf = { menu: "#menu", stores: "#tiendas" } as const;
/** A lite page has no drawers (decision 110): the pages that hold what they would. */
const pageOf = { menu: "/menu", stores: "/locales" } as const;

/**
 * Mobile bottom bar (spec §2.6): menu and stores icons open their drawer, the rest are links. On a
 * lite page they lead to /menu and to the store locator.
 */
export function BottomBar({ items }: { items: Header["bottomBar"] }) {
  const lite = useLiteMode();
  if (items.length === 0) return null;
  return (
    <nav className="bottom-bar" aria-label="Accesos rápidos">
      <ul>
        {items.map((item) => {
          const action = bottomBarAction(item.alt);
          const content = (
            <>
              <img src={item.icon} alt="" width={24} height={24} decoding="async" {...lowFetchPriority} />
              <span>{item.alt}</span>
            </>
          );
          return (
            <li key={item.alt}>
              {action === "link" ? (
                <SiteLink to={item.link}>{content}</SiteLink>
              ) : lite ? (
                <a href={pageOf[action]}>{content}</a>
              ) : (
                <a href={drawerOf[action]} aria-controls={drawerOf[action].slice(1)}>
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
