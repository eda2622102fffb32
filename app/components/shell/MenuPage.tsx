import type { MenuPageSection } from "../../domain/shell/menu-page";
import type { FormOutcome } from "../../forms/outcome";
import { useLiteMode } from "../ui/LiteMode";
import { SiteLink } from "../ui/SiteLink";
import { NewsletterForm } from "./NewsletterForm";
import { useRootData } from "./root-data";

/**
 * /menu (decision 110): what a lite page leaves out of its header and footer — the menus, the
 * footer's links and, on a lite page, whose footer has no room for it, its newsletter form — as
 * plain lists, each link once.
 */
export function MenuPage({ sections }: { sections: readonly MenuPageSection[] }) {
  const root = useRootData();
  // The full store's footer, below, has the form already: one per page (its ids are its place's).
  const newsletter = useLiteMode() ? root?.footer?.newsletter : undefined;
  return (
    <div className="menu-page">
      <h1>Menú</h1>
      <nav aria-label="Menú">
        {sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.groups.map((group, at) => (
              <div key={`${group.title}-${at}`} className="menu-page__group">
                <h3>{group.url ? <SiteLink to={group.url}>{group.title}</SiteLink> : group.title}</h3>
                {group.links.length > 0 ? (
                  <ul>
                    {group.links.map((link) => (
                      <li key={link.url}>
                        <SiteLink to={link.url} className={link.bold ? "is-bold" : undefined}>
                          {link.text}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
          </section>
        ))}
      </nav>
      {newsletter ? (
        <NewsletterForm
          title={newsletter.title}
          placeholder={newsletter.placeholder}
          button={newsletter.button}
          flash={(root?.flash ?? null) as FormOutcome | null}
        />
      ) : null}
    </div>
  );
}
