// A product's description is markdown (the studio's editor; decision 127). Google's 'description'
// and Meta's want plain text: "no HTML tags or character entities", within 5,000 characters
// (Google; Meta's 9,999 is more). The store renders it with remark-parse (CommonMark, no GFM) and
// drops raw HTML. Parsing with it here cost ~1 ms a description: 200 s of CPU for a 200k catalogue,
// past any Worker's limit (decision 132). So the feeds strip CommonMark's syntax in one linear pass,
// and plain-text.test.ts holds it to remark's reading of the same texts.
import { withoutControlCharacters } from "../text";

/** Google Merchant Center, "Description [description]": 1–5,000 characters. */
export const descriptionLimit = 5000;

/** Characters that can make markdown out of text; a description without any is already plain. */
const markdownSyntax = /[\\`*_[\]<>#!&]|^\s*([-+]|\d+[.)])\s|^\s*(=+|-+)\s*$/m;

/** CommonMark's escapable ASCII punctuation, kept aside (in the private-use area) while syntax is stripped. */
const escaped = /\\([!-/:-@[-`{-~])/g;
const setAside = (character: string) => String.fromCharCode(0xe000 + character.charCodeAt(0));
const putBack = /[\uE021-\uE07E]/g;

/** The references a description may hold; any other named one is left as written. */
const namedReferences: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  aacute: "á",
  eacute: "é",
  iacute: "í",
  oacute: "ó",
  uacute: "ú",
  ntilde: "ñ",
  uuml: "ü",
  Aacute: "Á",
  Eacute: "É",
  Iacute: "Í",
  Oacute: "Ó",
  Uacute: "Ú",
  Ntilde: "Ñ",
  iexcl: "¡",
  iquest: "¿",
  deg: "°",
  ordm: "º",
  ordf: "ª",
  reg: "®",
  copy: "©",
  trade: "™",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  laquo: "«",
  raquo: "»",
};

function decodeReferences(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[A-Za-z]+);/g, (whole, reference: string) => {
    if (!reference.startsWith("#")) return namedReferences[reference] ?? whole;
    const code = /^#[xX]/.test(reference) ? parseInt(reference.slice(2), 16) : parseInt(reference.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : "\uFFFD";
  });
}

/** CommonMark §4.6: a block that starts with a tag (or a comment) runs to the next blank line, and is dropped whole. */
const htmlBlockStart = /^ {0,3}<(?:!--|\/?[A-Za-z][A-Za-z0-9-]*(?:\s|\/?>|$))/;

function blockText(lines: string[]): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  let inHtml = false;
  for (const line of lines) {
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
      else out.push(line.replace(/[*_[\]<>!&`]/g, setAside));
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      continue;
    }
    if (inHtml) {
      if (line.trim() === "") inHtml = false;
      continue;
    }
    if (htmlBlockStart.test(line)) {
      inHtml = true;
      continue;
    }
    // Thematic breaks and setext underlines are no text; then block quotes, list markers and ATX headings.
    if (/^ {0,3}(?:([-*_])(?:\s*\1){2,}|=+|-+)\s*$/.test(line)) continue;
    out.push(
      line
        .replace(/^(?: {0,3}>)+ ?/, "")
        .replace(/^\s*(?:[-+*]|\d{1,9}[.)])\s+/, "")
        .replace(/^ {0,3}#{1,6}(?:\s+|$)/, "")
        .replace(/\s+#+\s*$/, ""),
    );
  }
  return out;
}

function inlineText(text: string): string {
  return (
    text
      // Code spans: their text, as written.
      .replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_, __, code: string) => code.replace(/[*_[\]<>!&]/g, setAside))
      .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
      .replace(/!\[[^\]]*\]\[[^\]]*\]/g, "")
      .replace(/^ {0,3}\[[^\]]+\]:\s*\S+.*$/gm, "")
      .replace(/\[([^\]]*)\]\((?:[^()\s]|\([^)]*\))*(?:\s+(?:"[^"]*"|'[^']*'))?\)/g, "$1")
      .replace(/\[([^\]]+)\]\[[^\]]*\]/g, "$1")
      .replace(/<((?:https?|mailto):[^<>\s]+|[^<>\s@]+@[^<>\s]+)>/g, "$1")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/g, "")
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2")
      .replace(/\*(?=\S)([^*]*?\S)\*/g, "$1")
      .replace(/(^|[^\p{L}\p{N}_])_(?=\S)([^_]*?\S)_(?![\p{L}\p{N}_])/gu, "$1$2")
  );
}

/** A text cut at a word within `limit` characters, with '…' when cut. */
export function withinLimit(text: string, limit: number): string {
  const characters = [...text];
  if (characters.length <= limit) return text;
  const cut = characters.slice(0, limit - 1).join("");
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${(atWord.length > limit / 2 ? atWord : cut).trimEnd()}…`;
}

/**
 * The description as plain text: markdown syntax and raw HTML gone, one space between blocks and
 * words, control and format characters dropped (domain/text.ts), within Google's limit.
 */
export function plainDescription(markdown: string, limit = descriptionLimit): string {
  let text = markdown;
  if (markdownSyntax.test(markdown)) {
    const lines = markdown
      .replace(/\r\n?/g, "\n")
      .replace(/\\\n/g, "\n") // a hard break
      .replace(escaped, (_, character: string) => setAside(character));
    text = decodeReferences(inlineText(blockText(lines.split("\n")).join("\n"))).replace(putBack, (character) =>
      String.fromCharCode(character.charCodeAt(0) - 0xe000),
    );
  }
  return withinLimit(withoutControlCharacters(text.replace(/\s+/g, " ")), limit);
}
