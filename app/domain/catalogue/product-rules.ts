// A product's rules as the studio writes them (decision 130): what a GTIN is, what a price may be
// (the same rule the price import applies), how a new product's address is made from its name, and
// which markdown the store's sanitiser would change.

import { slugOf } from "../text";
import { argentineAmount } from "./price-file";

/**
 * A GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) whose last digit is its check digit: from the right, the
 * digits before it weigh 3, 1, 3, 1 …, and the check digit brings the sum to a multiple of ten
 * (GS1 General Specifications §7.9.1).
 */
export function isGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code)) return false;
  const digits = Array.from(code, Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

export type PriceVerdict = { ok: true } | { ok: false; field: "priceCents" | "listPriceCents"; message: string };

export const priceCopy = {
  notPositive: "El precio tiene que ser mayor que cero.",
  listNotPositive: "El precio de lista tiene que ser mayor que cero.",
  aboveList: "El precio no puede ser mayor que el precio de lista.",
} as const;

/** A SKU's price in centavos: more than zero and never above its list price. */
export function priceVerdict(priceCents: number, listPriceCents: number): PriceVerdict {
  if (!(priceCents > 0)) return { ok: false, field: "priceCents", message: priceCopy.notPositive };
  if (!(listPriceCents > 0)) return { ok: false, field: "listPriceCents", message: priceCopy.listNotPositive };
  if (priceCents > listPriceCents) return { ok: false, field: "priceCents", message: priceCopy.aboveList };
  return { ok: true };
}

/**
 * Pesos as ops type them ('1.234,50', '1234.5', '$ 1.234') to centavos; null when it is not an
 * amount or is negative. The price file's reading (`argentineAmount`), so a price typed here and one
 * in an imported file mean the same.
 */
export function centavosOf(typed: string): number | null {
  const amount = argentineAmount(typed);
  return amount.kind === "amount" ? amount.cents : null;
}

/** 'Lancôme' + 'Idôle Eau de Parfum' → 'lancome-idole-eau-de-parfum', as the seed's addresses read. */
export function productSlugOf(brand: string, name: string): string {
  return slugOf(`${brand} ${name}`, 100) || "producto";
}

/**
 * Raw HTML in a description: the store's sanitiser (rehype-sanitize's default schema, with
 * remark-rehype leaving raw HTML out) would drop it on the page, so the studio refuses it rather than
 * show ops one text and shoppers another. Code spans and fenced code are text, not HTML.
 */
export function descriptionHtml(markdown: string): string | null {
  const prose = markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  const tag = /<\/?[a-zA-Z][^>]*>|<!--/.exec(prose);
  return tag ? tag[0].slice(0, 40) : null;
}

/**
 * Links and pictures the sanitiser keeps only with a safe address: a `javascript:` or `data:` link
 * would lose its address on the page.
 */
export function unsafeDescriptionLink(markdown: string): string | null {
  const link = /\]\(\s*<?\s*((?:javascript|data|vbscript):[^)\s>]*)/i.exec(markdown);
  return link ? link[1]!.slice(0, 40) : null;
}

/**
 * A markdown description as plain text, for what cannot carry HTML (the meta description, JSON-LD):
 * links keep their text, emphasis and list or heading marks go, lines join with spaces.
 */
export function plainTextOfMarkdown(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}\s+|[-*+]\s+|\d+\.\s+|>\s?)/gm, "")
    .replace(/[*`]+/g, "")
    .replace(/(^|\s)_+|_+(?=\s|[.,;:!?]|$)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}
