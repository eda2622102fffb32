// Decision 106: a lite document's placeholder <style> is filled with the rules its markup uses.
import { describe, expect, it } from "vitest";

import type { SheetRule } from "../styles/used-css";
import { withUsedCss } from "./lite-document";

const sheets: Record<string, SheetRule[]> = {
  "/assets/shell.css": [
    { css: ".site-footer{x:1}", needs: [[".site-footer"]] },
    { css: ".drawer{x:2}", needs: [[".drawer"]] },
  ],
  "/assets/cards.css": [{ css: ".product-card{x:3}", needs: [[".product-card"]] }],
};
const rulesAt = (href: string) => sheets[href];

describe("withUsedCss", () => {
  it("fills the placeholder with the used rules of the named sheets, in their order, and drops the names", () => {
    const html =
      '<html><head><style nonce="n" data-page-sheets="/assets/shell.css /assets/cards.css"></style></head>' +
      '<body><article class="product-card"></article><footer class="site-footer"></footer></body></html>';
    expect(withUsedCss(html, rulesAt)).toBe(
      '<html><head><style nonce="n">.site-footer{x:1}.product-card{x:3}</style></head>' +
        '<body><article class="product-card"></article><footer class="site-footer"></footer></body></html>',
    );
  });

  it("skips a sheet it does not know", () => {
    const html = '<style data-page-sheets="/assets/gone.css /assets/shell.css"></style><div class="drawer"></div>';
    expect(withUsedCss(html, rulesAt)).toBe('<style>.drawer{x:2}</style><div class="drawer"></div>');
  });

  it("leaves a document without the placeholder as it is", () => {
    const html = '<style nonce="n">.a{x:1}</style><div class="drawer"></div>';
    expect(withUsedCss(html, rulesAt)).toBe(html);
  });
});
