// A product's description is markdown (the studio's editor; decision 127). Google's 'description'
// and Meta's want plain text: "no HTML tags or character entities", within 5,000 characters
// (Google; Meta's 9,999 is more). Parsed with the same parser the store renders it with
// (remark-parse), so what a shopper reads as text is what the feed says.
import remarkParse from "remark-parse";
import { unified } from "unified";

import { withoutControlCharacters } from "../text";

/** Google Merchant Center, "Description [description]": 1–5,000 characters. */
export const descriptionLimit = 5000;

const parser = unified().use(remarkParse);

/** Characters that can make markdown out of text; a description without any is already plain. */
const markdownSyntax = /[\\`*_[\]<>#!|~&]|^\s*([-+]|\d+[.)])\s|^\s*(=+|-+)\s*$/m;

const blockTypes = new Set(["paragraph", "heading", "blockquote", "list", "listItem", "code", "table", "tableRow"]);

/** What the walk reads of an mdast node (the parser's own types are mdast 4, the installed ones 3). */
type Node = { type: string; value?: string; children?: Node[] };

function textOf(node: Node, out: string[]): void {
  switch (node.type) {
    case "text":
    case "inlineCode":
    case "code":
      out.push(node.value ?? "");
      break;
    case "html": // the store's sanitiser drops raw HTML: so does the feed
    case "image":
    case "imageReference":
    case "definition":
      break;
    case "break":
    case "thematicBreak":
      out.push("\n");
      break;
    default:
      for (const child of node.children ?? []) textOf(child, out);
  }
  if (blockTypes.has(node.type)) out.push("\n");
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
    const out: string[] = [];
    textOf(parser.parse(markdown) as Node, out);
    text = out.join("");
  }
  return withinLimit(withoutControlCharacters(text.replace(/\s+/g, " ")), limit);
}
