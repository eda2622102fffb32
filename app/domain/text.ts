// Text that came from outside (a URL, a form, an editor) on its way into a page's <title>, its
// headings or a search: control and format characters are invisible or reorder what follows
// (U+202E turns a title around), so they never go further than here.

/** C0/C1 controls (\p{Cc}), format characters (\p{Cf}: bidi overrides, zero-width joiners) and lone surrogates. */
const invisible = /[\p{Cc}\p{Cf}\p{Cs}]+/gu;

/** The text without control or format characters; a run of them reads as one space, so words never fuse. */
export function withoutControlCharacters(text: string): string {
  return text
    .replace(invisible, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** Whether the text holds anything a shopper could search for or read: a letter or a digit. */
export const hasWords = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

/**
 * A name as an address or id part: accents dropped, lower case, runs of anything else one hyphen,
 * at most `maxLength` characters ('Idôle Eau de Parfum' → 'idole-eau-de-parfum'). '' when nothing is left.
 */
export function slugOf(text: string, maxLength: number): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, maxLength)
    .replace(/-$/, "");
}
