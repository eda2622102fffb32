import { Link } from "@remix-run/react";

import type { ListingCrumb } from "../../domain/listing/breadcrumbs";

/** Spec storefront-shell §2.15: "Crumbs are separated by '/'"; the last one is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: ListingCrumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Migas de pan">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.href}-${i}`}>
            {crumb.href === "#" ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.href}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
