// Spec storefront-shell §5 "Banners and images" and "Rich text"; §9 "Banners" defaults.

/** "Banner width and height values may be numbers or strings. Non-positive or invalid values are ignored." */
export function bannerDimension(value: number | string | undefined): number | undefined {
  const number = typeof value === "string" ? (/^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN) : value;
  return number !== undefined && Number.isFinite(number) && number > 0 ? Math.round(number) : undefined;
}

/** "Infocard image dimensions that are not numeric default to 100." */
export const infocardDimension = (value: number | string | undefined) => bannerDimension(value) ?? 100;

export type RichTextTag = "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "p";

/** "The rich-text tag must be one of h1–h6 or p; anything else becomes p." */
export function richTextTag(tag: string | undefined): RichTextTag {
  const lower = tag?.trim().toLowerCase();
  return lower === "p" || /^h[1-6]$/.test(lower ?? "") ? (lower as RichTextTag) : "p";
}

/** FAQ answers: "markdown, with a literal \n converted to a newline". */
export const faqMarkdown = (text: string) => text.replaceAll("\\n", "\n");
