// What a shopper typed, as a search term (spec storefront-shell §2.12, §3.3 "term"): without control
// or format characters, and empty when nothing searchable is left — only emoji or punctuation is
// the same as no query, never a search for nothing that shows "Resultados para …".
import { hasWords, withoutControlCharacters } from "../text";

/** The longest term kept; longer input is cut, never an error. */
export const searchTermMaxLength = 200;

export function searchTermOf(typed: string | null | undefined, maxLength = searchTermMaxLength): string {
  const term = withoutControlCharacters(typed ?? "")
    .slice(0, maxLength)
    .trim();
  return hasWords(term) ? term : "";
}
