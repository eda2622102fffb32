// Decision 110: a lite page links to /menu, which holds the mega-menu (spec storefront-shell §2.5),
// the mobile menu (§2.6) and the footer's links (§2.7) — every link of them, each once.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { FooterSchema, HeaderSchema } from "../../content/shell";
import { menuPage, telephoneUrl } from "./menu-page";
import { shellMenus } from "./menus";

const header = HeaderSchema.parse(JSON.parse(readFileSync("content/header.json", "utf8")));
const footer = FooterSchema.parse(JSON.parse(readFileSync("content/footer.json", "utf8")));
const menus = shellMenus(header);

const urlsOf = (sections: ReturnType<typeof menuPage>) =>
  sections.flatMap((section) =>
    section.groups.flatMap((group) => [...(group.url ? [group.url] : []), ...group.links.map((link) => link.url)]),
  );

describe("menuPage", () => {
  it("lists every link of the menus and the footer", () => {
    const expected = new Set([
      ...menus.linksBar.flatMap((item) => [
        item.url,
        ...item.columns.flatMap((column) => column.links.filter((link) => !link.titleOnly).map((link) => link.url)),
        ...(item.exclusiveBrands?.items.map((brand) => brand.url) ?? []),
        ...item.benefits.map((benefit) => benefit.url),
      ]),
      ...menus.mobileMenu.mainItems.flatMap((item) =>
        item.links.flatMap((link) => [link.url, ...link.thirdLevel.map((third) => third.url)]),
      ),
      ...menus.mobileMenu.linksNoImage.map((link) => link.url),
      ...menus.mobileMenu.mainLinks.map((link) => link.url),
      ...menus.mobileMenu.social.map((network) => network.url),
      ...footer.columns.flatMap((column) => column.links.map((link) => link.url)),
      ...footer.phones.filter((phone) => phone.inUse).map((phone) => telephoneUrl(phone.value)),
      ...footer.social.map((network) => network.link),
      ...footer.commercialLogos.map((seal) => seal.link),
    ]);
    expect(new Set(urlsOf(menuPage(menus, footer)))).toEqual(expected);
  });

  it("lists each link once, where it first appears", () => {
    const urls = urlsOf(menuPage(menus, footer));
    expect(urls.length).toBe(new Set(urls).size);
  });

  it.each([
    ["no header: the footer's links only", null, footer, ["Ayuda y contacto"]],
    ["no footer: the menus only", menus, null, ["Categorías", "Más para explorar"]],
    ["neither: nothing", null, null, []],
  ] as const)("%s", (_, shownMenus, shownFooter, titles) => {
    expect(menuPage(shownMenus, shownFooter).map((section) => section.title)).toEqual(titles);
  });

  it("a group whose links were all listed above is left out", () => {
    const twice = { ...footer, columns: [...footer.columns, { title: "Otra vez", links: footer.columns[0]!.links }] };
    const groups = menuPage(null, twice).flatMap((section) => section.groups.map((group) => group.title));
    expect(groups).not.toContain("Otra vez");
  });
});
