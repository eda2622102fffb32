import type { SectionModel } from "../../domain/cms/section-models";
import { useLazyBelowFold } from "./lazy-mode";
import { sectionTitlesPage } from "./page-title";
import { PreviewTag } from "./PreviewTag";
import { Sections } from "./Sections";

/**
 * A CMS page's body: its sections, with the preview tag when showing a draft. A page that names
 * itself (`title`: home, landings) gets it as a hidden h1 unless its first section is the h1.
 */
export function CmsPage({
  sections,
  preview,
  lazySections,
  title,
  className = "cms-page",
}: {
  /** The page's own name; left out where the page around the sections has its h1 (PDP, boutique). */
  title?: string;
  sections: readonly SectionModel[];
  preview: string | null;
  /** What the server did with below-the-fold sections (root loader). */
  lazySections: boolean;
  className?: string;
}) {
  const lazy = useLazyBelowFold(lazySections);
  return (
    <div className={className}>
      {preview ? <PreviewTag draft={preview} /> : null}
      {title && !sectionTitlesPage(sections[0]) ? <h1 className="visually-hidden">{title}</h1> : null}
      <Sections sections={sections} lazyBelowFold={lazy} />
    </div>
  );
}
