import { CmsLink } from "../CmsLink";
import type { SectionProps } from "./types";

/** Spec §2.16 "Text link lists, with a light peach background by default." */
export function TextLinkList({ section }: SectionProps<"textLinkList">) {
  return (
    <nav className="text-links" style={{ background: section.background }} aria-label={section.title ?? "Accesos"}>
      {section.title ? <h2 className="cms-title">{section.title}</h2> : null}
      <ul>
        {section.links.map((link) => (
          <li key={link.url}>
            <CmsLink to={link.url}>{link.text}</CmsLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
