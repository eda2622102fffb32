import type { SectionModel } from "../../content/models";
import { useLazyBelowFold } from "./lazy-mode";
import { PreviewTag } from "./PreviewTag";
import { Sections } from "./Sections";

/** A CMS page's body: its sections, with the preview tag when showing a draft. */
export function CmsPage({
  sections,
  preview,
  lazySections,
  className = "cms-page",
}: {
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
      <Sections sections={sections} lazyBelowFold={lazy} />
    </div>
  );
}
