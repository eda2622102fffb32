import { useEffect, useRef, type RefObject } from "react";

import { drawerOpenClass } from "./drawer-state";

/**
 * Calls back each time the drawer opens or closes, whoever toggled it; at once if it is already open
 * when this runs (the shell opens drawers before a lazily loaded one's code arrives, decision 081).
 */
export function useDrawerToggle(drawer: RefObject<HTMLElement>, onToggle: (open: boolean) => void) {
  const latest = useRef(onToggle);
  latest.current = onToggle;
  useEffect(() => {
    const element = drawer.current;
    if (!element) return;
    let open = element.classList.contains(drawerOpenClass);
    if (open) latest.current(true);
    const observer = new MutationObserver(() => {
      const now = element.classList.contains(drawerOpenClass);
      if (now === open) return;
      open = now;
      latest.current(now);
    });
    observer.observe(element, { attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, [drawer]);
}
