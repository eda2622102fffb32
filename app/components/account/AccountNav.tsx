import { NavLink } from "@remix-run/react";

import type { AccountLink } from "../../domain/accounts/account-links";

/** My Account menu (spec storefront-shell §2.11): the sections array, extra routes appended. */
export function AccountNav({ links }: { links: AccountLink[] }) {
  return (
    <nav className="account-nav" aria-label="Secciones de mi cuenta">
      <ul>
        {links.map((link) => (
          <li key={link.route}>
            <NavLink to={link.route} prefetch="intent">
              {link.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
