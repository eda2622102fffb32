import type { Header } from "../../content/shell";
import { bottomBarAction } from "../../domain/shell/bottom-bar";
import { lowFetchPriority } from "../ui/fetch-priority";
import { SiteLink } from "../ui/SiteLink";

const drawerOf = { menu: "#menu", stores: "#tiendas" } as const;

/** Mobile bottom bar (spec §2.6): menu and stores icons open their drawer, the rest are links. */
export function BottomBar({ items }: { items: Header["bottomBar"] }) {
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
