// Spec storefront-shell §2.2 "Content preview: preview mode applies when the preview data has a
// matching content type, or carries a versionId or releaseId (branch preview) from the content
// platform. In preview mode a preview tag is shown."

export type ContentType = "home" | "landingPage" | "plp" | "pdp";

/** The query parameters a preview link carries: what a preview reads, and what leaving it drops. */
export const previewParameters: readonly string[] = ["releaseId", "versionId", "documentId", "contentType"];

/**
 * The draft a request asks to preview, or null. KV has no editor log-in, so the unguessable draft id
 * the CLI prints is what grants a preview: a matching content type alone shows nothing unpublished.
 * A versionId is one document's draft and applies only where the content type matches (when given);
 * a releaseId (branch preview) applies to every page.
 */
export function previewDraft(search: URLSearchParams, pageType: ContentType): string | null {
  const release = draftId(search.get("releaseId"));
  if (release) return release;
  const version = draftId(search.get("versionId") ?? search.get("documentId"));
  if (!version) return null;
  const contentType = search.get("contentType");
  return contentType === null || contentType === pageType ? version : null;
}

/**
 * The draft the site shell (header, footer, site settings …) reads in a preview: any release, and a
 * single document's version when no page type narrows it — the shell is on every page, which is
 * where the content CLI says such a draft can be seen ('cualquier página que lo use').
 */
export function shellPreviewDraft(search: URLSearchParams): string | null {
  return (
    draftId(search.get("releaseId")) ??
    (search.get("contentType") === null ? draftId(search.get("versionId") ?? search.get("documentId")) : null)
  );
}

const draftId = (value: string | null) => (value && /^[a-z0-9]{12,64}$/i.test(value) ? value : null);

/** The KV key of a document's draft in one preview. */
export const draftKey = (draft: string, key: string) => `draft:${draft}:${key}`;
