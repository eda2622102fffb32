import { useLocation } from "@remix-run/react";

import { previewParameters } from "../../domain/cms/preview";

/** Spec §2.2 "In preview mode a preview tag is shown"; it links back to the published page. */
export function PreviewTag({ draft }: { draft: string }) {
  const location = useLocation();
  const published = new URLSearchParams(location.search);
  for (const name of previewParameters) published.delete(name);
  const query = published.toString();
  return (
    <p className="preview-tag" role="status">
      <strong>Vista previa</strong> · borrador {draft}
      <a href={`${location.pathname}${query ? `?${query}` : ""}`}>Ver publicado</a>
    </p>
  );
}
