// Every sheet a route links (decisions 003, 070), each with the part of it the first paint needs
// (decision 082). A route's `links` lists what its page shows, in the cascade's order: the shared
// sheets first, then the route's own; `routeStyles` makes its `links` and `handle` from one list.
import type { LinkDescriptor } from "@remix-run/cloudflare";

import accountCritical from "./account.css?critical";
import accountRules from "./account.css?rules";
import accountHref from "./account.css?url";
import boutiqueCritical from "./boutique.css?critical";
import boutiqueRules from "./boutique.css?rules";
import boutiqueHref from "./boutique.css?url";
import cardsCritical from "./cards.css?critical";
import cardsRules from "./cards.css?rules";
import cardsHref from "./cards.css?url";
import carouselCritical from "./carousel.css?critical";
import carouselRules from "./carousel.css?rules";
import carouselHref from "./carousel.css?url";
import checkoutCritical from "./checkout.css?critical";
import checkoutRules from "./checkout.css?rules";
import checkoutHref from "./checkout.css?url";
import cmsCritical from "./cms.css?critical";
import cmsRules from "./cms.css?rules";
import cmsHref from "./cms.css?url";
import listingCritical from "./listing.css?critical";
import listingRules from "./listing.css?rules";
import listingHref from "./listing.css?url";
import locatorCritical from "./locator.css?critical";
import locatorRules from "./locator.css?rules";
import locatorHref from "./locator.css?url";
import pdpCritical from "./pdp.css?critical";
import pdpRules from "./pdp.css?rules";
import pdpHref from "./pdp.css?url";
import pickupPageCritical from "./pickup-page.css?critical";
import pickupPageRules from "./pickup-page.css?rules";
import pickupPageHref from "./pickup-page.css?url";
import shellCritical from "./shell.css?critical";
import shellRules from "./shell.css?rules";
import shellHref from "./shell.css?url";
import studioFieldsCritical from "./studio-fields.css?critical";
import studioFieldsRules from "./studio-fields.css?rules";
import studioFieldsHref from "./studio-fields.css?url";
import studioCritical from "./studio.css?critical";
import studioRules from "./studio.css?rules";
import studioHref from "./studio.css?url";
import type { SheetRule } from "./used-css";
import wishlistCritical from "./wishlist.css?critical";
import wishlistRules from "./wishlist.css?rules";
import wishlistHref from "./wishlist.css?url";
import withdrawalCritical from "./withdrawal.css?critical";
import withdrawalRules from "./withdrawal.css?rules";
import withdrawalHref from "./withdrawal.css?url";

/**
 * A stylesheet: its fingerprinted URL, its first-paint part and its rules for a lite page (both
 * empty in the browser's bundle).
 */
export interface Sheet {
  href: string;
  critical: string;
  rules: SheetRule[];
}

/**
 * What root reads from each matched route (decision 091): the sheets its page links, after the page,
 * and those whose first-paint part it inlines, both from the page's own data.
 */
export interface StylesHandle {
  linkedSheets(data: unknown): Sheet[];
  inlinedSheets(data: unknown): Sheet[];
}

/**
 * Which of a route's sheets one of its pages shows: `shown` from its first screen down, and
 * `belowTheFold` only further down, linked but not inlined. Unnamed sheets are left out.
 */
export type SheetsShown = { shown: Sheet[]; belowTheFold?: Sheet[] };

const sheetsByHref = new Map<string, Sheet>();
const sheet = (href: string, critical: string, rules: SheetRule[]): Sheet => {
  const made = { href, critical, rules };
  sheetsByHref.set(href, made);
  return made;
};

/** The sheet at `href`, for a lite document's CSS, written after its markup (decision 106). */
export const sheetAt = (href: string): Sheet | undefined => sheetsByHref.get(href);

export const shellSheet = sheet(shellHref, shellCritical, shellRules);
export const accountSheet = sheet(accountHref, accountCritical, accountRules);
export const boutiqueSheet = sheet(boutiqueHref, boutiqueCritical, boutiqueRules);
export const checkoutSheet = sheet(checkoutHref, checkoutCritical, checkoutRules);
export const listingSheet = sheet(listingHref, listingCritical, listingRules);
export const locatorSheet = sheet(locatorHref, locatorCritical, locatorRules);
export const pdpSheet = sheet(pdpHref, pdpCritical, pdpRules);
export const pickupPageSheet = sheet(pickupPageHref, pickupPageCritical, pickupPageRules);
export const studioSheet = sheet(studioHref, studioCritical, studioRules);
export const studioFieldsSheet = sheet(studioFieldsHref, studioFieldsCritical, studioFieldsRules);
export const wishlistSheet = sheet(wishlistHref, wishlistCritical, wishlistRules);
export const withdrawalSheet = sheet(withdrawalHref, withdrawalCritical, withdrawalRules);

/** Product cards and their price block: listings, search, the wishlist, the PDP. */
export const cardSheets: Sheet[] = [sheet(cardsHref, cardsCritical, cardsRules)];

/** The scroll-snap row swiper takes over (decision 013): CMS shelves and the wishlist. */
export const carouselSheets: Sheet[] = [sheet(carouselHref, carouselCritical, carouselRules)];

/** A page of CMS sections (storefront-shell §2.16): its shelves bring product cards and carousels with them. */
export const cmsPageSheets: Sheet[] = [...cardSheets, ...carouselSheets, sheet(cmsHref, cmsCritical, cmsRules)];

/**
 * A route's `links` and `handle` from its sheets. `links` lists every sheet any of its pages may show:
 * Remix loads them before a client navigation shows the route. The handle tells root, from a page's
 * data, which of them that page links (after the page, so they do not hold its first paint back) and
 * whose first-paint parts it inlines (decisions 082, 091); `shownBy` narrows them for a route that
 * serves different pages, always in the order of `sheets`, which is the cascade's.
 * The lists are read when asked for, not when the route module loads: the build's chunks import
 * each other in a circle (the studio's and the shared one), so a sheet may not be defined yet then.
 */
export function routeStyles<Data = unknown, Extra extends object = object>(
  sheets: () => Sheet[],
  { shownBy, handle }: { shownBy?: (data: Data) => SheetsShown; handle?: Extra } = {},
) {
  const pick = (data: unknown, inlined: boolean) => {
    const all = sheets();
    // A route that threw has no data: its error page keeps every sheet, as before it knew its page.
    if (!shownBy || !data) return all;
    const { shown, belowTheFold = [] } = shownBy(data as Data);
    return all.filter((sheet) => shown.includes(sheet) || (!inlined && belowTheFold.includes(sheet)));
  };
  const styles: StylesHandle = {
    linkedSheets: (data) => pick(data, false),
    inlinedSheets: (data) => pick(data, true),
  };
  return {
    links: (): LinkDescriptor[] => sheets().map(({ href }) => ({ rel: "stylesheet", href })),
    handle: { ...styles, ...handle } as StylesHandle & Extra,
  };
}

/** A listing or a search: its cards and filters first, its template's sections, if any, below the products. */
export const listingSheetsShown = (listing: { sections: readonly unknown[] }): SheetsShown =>
  listing.sections.length
    ? { shown: [...cardSheets, listingSheet], belowTheFold: cmsPageSheets }
    : { shown: [...cardSheets, listingSheet] };
