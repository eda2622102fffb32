import { useEffect, useState, type RefObject } from "react";

import { useDrawerToggle } from "./useDrawerToggle";

/**
 * Whether the drawer is open now and whether it has been opened at all: what a drawer whose content
 * is built on the first open needs (decisions 048, 084).
 */
export function useDrawerShown(drawer: RefObject<HTMLElement>): { open: boolean; opened: boolean } {
  const [shown, setShown] = useState({ open: false, opened: false });
  useDrawerToggle(drawer, (open) => setShown((before) => ({ open, opened: before.opened || open })));
  // Opened through its link before the app booted: it is the :target.
  useEffect(() => {
    if (drawer.current?.matches(":target")) setShown({ open: true, opened: true });
  }, [drawer]);
  return shown;
}
