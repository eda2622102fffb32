// A lite page links no stylesheet: it carries, inside, the rules of its sheets its markup can match
// (decision 106). Linked sheets raced its first paint: a browser that had them before it painted
// held the paint for them, and Lighthouse's simulation charged their round trips to the LCP.
import { documentTokens, usedCss, type SheetRule } from "../styles/used-css";

/** Written by CriticalStyles in lite mode: the page's sheets, by href, in the cascade's order. */
export const pageSheetsAttribute = "data-page-sheets";

const placeholder = new RegExp(`<style([^>]*) ${pageSheetsAttribute}="([^"]*)"></style>`);

/** `html` with its placeholder <style> filled with the rules of its sheets that it uses. */
export function withUsedCss(html: string, rulesAt: (href: string) => readonly SheetRule[] | undefined): string {
  const found = placeholder.exec(html);
  if (!found) return html;
  const [whole, attributes = "", hrefs = ""] = found;
  const sheets = hrefs.split(" ").flatMap((href) => {
    const rules = rulesAt(href);
    return rules ? [rules] : [];
  });
  const css = usedCss(sheets, documentTokens(html));
  return `${html.slice(0, found.index)}<style${attributes}>${css}</style>${html.slice(found.index + whole.length)}`;
}
