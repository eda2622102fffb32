// Spec storefront-shell §2.12 "A search history keeps the 4 most recent unique terms by default.
// Each entry holds a term and a path." Kept in the browser's localStorage.

export type SearchHistoryEntry = { term: string; path: string };

export const searchHistoryKey = "searchHistory";
export const searchHistorySize = 4;

/** The history after a search: the term first, once (compared without case or extra spaces). */
export function withSearch(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
  size = searchHistorySize,
): SearchHistoryEntry[] {
  const term = entry.term.trim();
  if (!term) return [...history];
  const same = (other: SearchHistoryEntry) => other.term.trim().toLowerCase() === term.toLowerCase();
  return [{ term, path: entry.path }, ...history.filter((other) => !same(other))].slice(0, size);
}

/** What localStorage holds, read defensively: anything malformed is no history. */
export function parseSearchHistory(stored: string | null): SearchHistoryEntry[] {
  try {
    const value: unknown = JSON.parse(stored ?? "[]");
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (entry): entry is SearchHistoryEntry =>
          typeof entry?.term === "string" && typeof entry?.path === "string" && /^\/(?!\/)/.test(entry.path),
      )
      .slice(0, searchHistorySize);
  } catch {
    return [];
  }
}

/** The search page of a term. */
export const searchPathFor = (term: string) => `/s?${new URLSearchParams({ q: term.trim() })}`;
