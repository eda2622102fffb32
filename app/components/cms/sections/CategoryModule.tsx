import { CmsLink } from "../CmsLink";
import { Tile } from "../Tile";
import type { SectionProps } from "./types";

/** Spec §2.16 "category module, brand links": category tiles with the brands to browse them by. */
export function CategoryModule({ section }: SectionProps<"categoryModule">) {
  return (
    <div className="category-module">
      <h2 className="cms-title">{section.title}</h2>
      <ul className="tiles">
        {section.categories.map((category) => (
          <li key={category.link}>
            <Tile {...category} />
          </li>
        ))}
      </ul>
      {section.brandLinks.length > 0 ? (
        <ul className="category-module__brands" aria-label="Marcas">
          {section.brandLinks.map((link) => (
            <li key={link.url}>
              <CmsLink to={link.url}>{link.text}</CmsLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
