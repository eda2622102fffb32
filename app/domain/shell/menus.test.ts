// Spec storefront-shell §2.5 "The mega-menu opens on hover only when the item has second-level
// content"; §2.6 the mobile menu drawer. Documents carry the links bar's first level; the panels and
// the mobile menu are the menus' content, fetched when shown (decision 084).
import { describe, expect, it } from "vitest";

import header from "../../../content/header.json";
import { HeaderSchema } from "../../content/shell";
import { panelOf, shellHeader, shellMenus } from "./menus";

const parsed = HeaderSchema.parse(header);

describe("shellHeader: what every document carries", () => {
  it("keeps the links bar's first level, says which items open a panel, and leaves the panels and the mobile menu out", () => {
    const document = shellHeader(parsed);
    expect(document.linksBar).toEqual(
      parsed.linksBar.map(({ text, url, color, bold, columns }) => ({
        text,
        url,
        ...(color ? { color } : {}),
        bold,
        hasPanel: columns.length > 0,
      })),
    );
    expect(document).not.toHaveProperty("mobileMenu");
    expect(JSON.stringify(document)).not.toContain('"columns"');
    expect(document.bottomBar).toEqual(parsed.bottomBar);
  });
});

describe("panelOf: an item's panel, found by its link", () => {
  const menus = shellMenus(parsed);
  const [first] = shellHeader(parsed).linksBar;
  it.each([
    ["the same item", first!, parsed.linksBar[0]!.url],
    ["an item the menus no longer have (another content version)", { ...first!, url: "/otra" }, null],
    ["an item whose menus entry has no columns", { ...first!, url: "/sin-panel" }, null],
  ])("%s", (_, item, url) => {
    const withoutColumns = {
      ...menus,
      linksBar: [...menus.linksBar, { ...parsed.linksBar[0]!, url: "/sin-panel", columns: [] }],
    };
    expect(panelOf(withoutColumns, item)?.url ?? null).toBe(url);
  });
});
