import { useEffect, useRef, useState } from "react";

import { SearchBox } from "../search/SearchBox";
import { Icon } from "../ui/Icon";

const panelId = "buscar";

/**
 * Spec §2.3 mobile header: the search "shows as an expandable icon with a back button labelled
 * 'Collapse search bar'" (when content:header says `mobileSearch: "expandable"`; desktop keeps the
 * box in place). Without JS the icon is a link to the panel, shown while it is the :target, and the
 * back button a link away from it. With JS they toggle it in place: opening focuses the input, the
 * back button or Escape collapses it and gives focus back to the icon.
 */
export function ExpandableSearch({ placeholder }: { placeholder: string }) {
  const [expanded, setExpanded] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);
  const changed = useRef(false);

  useEffect(() => {
    if (!changed.current) return;
    if (expanded) panel.current?.querySelector<HTMLInputElement>("input[name='q']")?.focus();
    else toggle.current?.focus();
  }, [expanded]);

  const set = (next: boolean) => {
    changed.current = true;
    setExpanded(next);
  };
  return (
    <div className={`header-search${expanded ? " is-expanded" : ""}`}>
      <a
        ref={toggle}
        href={`#${panelId}`}
        className="header-search__toggle"
        aria-label="Abrir la búsqueda"
        aria-controls={panelId}
        aria-expanded={expanded}
        onClick={(event) => {
          event.preventDefault();
          set(true);
        }}
      >
        <Icon name="search" />
      </a>
      <div
        ref={panel}
        id={panelId}
        className="header-search__panel"
        onKeyDown={(event) => {
          // The combobox's own Escape (closing its suggestions) comes first.
          if (event.key === "Escape" && !event.defaultPrevented) set(false);
        }}
      >
        <a
          href="#cerrar-busqueda"
          className="header-search__back"
          aria-label="Collapse search bar"
          onClick={(event) => {
            event.preventDefault();
            set(false);
          }}
        >
          <Icon name="back" />
        </a>
        <SearchBox placeholder={placeholder} />
      </div>
    </div>
  );
}
