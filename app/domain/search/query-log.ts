// Search analytics without personal data (decision 078): what is counted is the query as the
// search reads it (folded, stemmed: 'Labiales' and 'labial' are one row) per UTC day.
import { searchTerms } from "./normalise";

/** Longer queries are cut: a row per pasted paragraph would only make the report longer. */
const queryMaxLength = 100;

/** The query as logged; empty when nothing searchable was typed. */
export const loggedQuery = (term: string): string => searchTerms(term).join(" ").slice(0, queryMaxLength).trim();

/** The UTC day a count belongs to, 'YYYY-MM-DD'. */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** The same-origin route a result on /s links through, so the click is counted without JavaScript. */
export const clickThroughPath = (term: string, slug: string): string =>
  `/s/ir?${new URLSearchParams({ q: term, p: slug })}`;

/** Product slugs as the catalogue writes them: the only place the click-through route redirects to. */
const productSlug = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/;

/** Where a click-through goes: the product's page for a well-formed slug, else null (never elsewhere). */
export const productPathOf = (slug: string | null): string | null =>
  slug && productSlug.test(slug) ? `/${slug}/p` : null;
