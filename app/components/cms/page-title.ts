import type { SectionModel } from "../../domain/cms/section-models";

/**
 * Section types whose title is the page's h1 when they come first (they render `position === 0 ?
 * "h1" : "h2"`). Any other first section leaves the page without one, and every page names itself
 * with exactly one h1 (WCAG 2.4.6; axe 'page-has-heading-one').
 */
const titlesWhenFirst = new Set<SectionModel["type"]>([
  "hero",
  "faq",
  "hrPage",
  "terms",
  "giftsByBrand",
  "couponInstructions",
]);

export function sectionTitlesPage(section: SectionModel | undefined): boolean {
  if (!section) return false;
  if (section.type === "iframePage") return section.showTitle;
  return titlesWhenFirst.has(section.type);
}
