import type { ListingCrumb } from "../../domain/listing/breadcrumbs";
import { SiteLink } from "../ui/SiteLink";

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
              <SiteLink to={crumb.href}>{crumb.name}</SiteLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
