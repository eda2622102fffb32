import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type KeyboardEvent } from "react";

import { organizationButtonLabel, showsOrganizationButton, type B2bSession } from "../../domain/accounts/organization";
import { OrganizationDrawer } from "./OrganizationDrawer";

type Props = {
  personId: string | null;
  personImage?: string | null;
  b2b: B2bSession | null;
  experimentalMyAccount: boolean;
};

/**
 * The 'Company'/'Contract' button and its drawer (spec storefront-shell §2.3, §2.10). A
 * <details>/<summary> pair, so it opens without JavaScript and from the keyboard; with JS, Escape
 * closes it and gives focus back to the button; a click outside or following a link closes it.
 * Without JS the open button stays above the drawer, so a second click closes it.
 */
export function OrganizationButton({ personId, personImage = null, b2b, experimentalMyAccount }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.key]);
  // A click outside the open drawer closes it, as drawers elsewhere on the site do.
  useEffect(() => {
    const closeOutside = (event: MouseEvent) => {
      const element = details.current;
      if (element?.open && event.target instanceof Node && !element.contains(event.target)) element.open = false;
    };
    document.addEventListener("click", closeOutside);
    return () => document.removeEventListener("click", closeOutside);
  }, []);
  if (!b2b || !showsOrganizationButton(experimentalMyAccount, b2b)) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !details.current?.open) return;
    details.current.open = false;
    details.current.querySelector("summary")?.focus();
  };
  return (
    <details ref={details} className="org-menu" onKeyDown={onKeyDown}>
      <summary className="org-menu__button">{organizationButtonLabel(personId)}</summary>
      <OrganizationDrawer b2b={b2b} personImage={personImage} />
    </details>
  );
}
