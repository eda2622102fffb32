import { SiteLink } from "../ui/SiteLink";

/** Spec products-and-buying §2.4 "Breadcrumb": 'Inicio' and the list, first letter upper-case; on mobile the first 3 plus the last. */
export function ProductBreadcrumb({ crumbs }: { crumbs: { name: string; item: string; mobile: boolean }[] }) {
  return (
    <nav className="breadcrumb" aria-label="Migas de pan">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.item}-${index}`} className={crumb.mobile ? undefined : "breadcrumb__desktop-only"}>
            {index === crumbs.length - 1 && crumb.item.endsWith("/p") ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <SiteLink to={crumb.item}>{crumb.name}</SiteLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
