import { useEffect, useState, type RefObject } from "react";

import { useDrawerToggle } from "./useDrawerToggle";

/** Whether the drawer has been opened: its content is built on the first open (decisions 048, 084). */
export function useDrawerOpened(drawer: RefObject<HTMLElement>): boolean {
  const [opened, setOpened] = useState(false);
  useDrawerToggle(drawer, (open) => open && setOpened(true));
  // Opened through its link before the app booted: it is the :target.
  useEffect(() => {
    if (drawer.current?.matches(":target")) setOpened(true);
  }, [drawer]);
  return opened;
}
