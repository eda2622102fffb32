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
