// Every sheet a route links (decisions 003, 070), each with the part of it the first paint needs
// (decision 082). A route's `links` lists what its page shows, in the cascade's order: the shared
// sheets first, then the route's own; `routeStyles` makes its `links` and `handle` from one list.
import type { LinkDescriptor } from "@remix-run/cloudflare";

import accountCritical from "./account.css?critical";
import accountHref from "./account.css?url";
import boutiqueCritical from "./boutique.css?critical";
import boutiqueHref from "./boutique.css?url";
import cardsCritical from "./cards.css?critical";
import cardsHref from "./cards.css?url";
import carouselCritical from "./carousel.css?critical";
import carouselHref from "./carousel.css?url";
import checkoutCritical from "./checkout.css?critical";
import checkoutHref from "./checkout.css?url";
import cmsCritical from "./cms.css?critical";
import cmsHref from "./cms.css?url";
import listingCritical from "./listing.css?critical";
import listingHref from "./listing.css?url";
import locatorCritical from "./locator.css?critical";
import locatorHref from "./locator.css?url";
import pdpCritical from "./pdp.css?critical";
import pdpHref from "./pdp.css?url";
import pickupPageCritical from "./pickup-page.css?critical";
import pickupPageHref from "./pickup-page.css?url";
import shellCritical from "./shell.css?critical";
import shellHref from "./shell.css?url";
import studioFieldsCritical from "./studio-fields.css?critical";
import studioFieldsHref from "./studio-fields.css?url";
import studioCritical from "./studio.css?critical";
import studioHref from "./studio.css?url";
import wishlistCritical from "./wishlist.css?critical";
import wishlistHref from "./wishlist.css?url";
import withdrawalCritical from "./withdrawal.css?critical";
import withdrawalHref from "./withdrawal.css?url";

/** A stylesheet: its fingerprinted URL and its first-paint part (empty in the browser's bundle). */
export interface Sheet {
  href: string;
  critical: string;
}

/** What root reads from each matched route to inline the first paint's CSS. */
export interface StylesHandle {
  criticalCss: string;
}

const sheet = (href: string, critical: string): Sheet => ({ href, critical });

export const shellSheet = sheet(shellHref, shellCritical);
export const accountSheet = sheet(accountHref, accountCritical);
export const boutiqueSheet = sheet(boutiqueHref, boutiqueCritical);
export const checkoutSheet = sheet(checkoutHref, checkoutCritical);
export const listingSheet = sheet(listingHref, listingCritical);
export const locatorSheet = sheet(locatorHref, locatorCritical);
export const pdpSheet = sheet(pdpHref, pdpCritical);
export const pickupPageSheet = sheet(pickupPageHref, pickupPageCritical);
export const studioSheet = sheet(studioHref, studioCritical);
export const studioFieldsSheet = sheet(studioFieldsHref, studioFieldsCritical);
export const wishlistSheet = sheet(wishlistHref, wishlistCritical);
export const withdrawalSheet = sheet(withdrawalHref, withdrawalCritical);

/** Product cards and their price block: listings, search, the wishlist, the PDP. */
export const cardSheets: Sheet[] = [sheet(cardsHref, cardsCritical)];

/** The scroll-snap row swiper takes over (decision 013): CMS shelves and the wishlist. */
export const carouselSheets: Sheet[] = [sheet(carouselHref, carouselCritical)];

/** A page of CMS sections (storefront-shell §2.16): its shelves bring product cards and carousels with them. */
export const cmsPageSheets: Sheet[] = [...cardSheets, ...carouselSheets, sheet(cmsHref, cmsCritical)];

/**
 * A route's `links` and `handle` from its sheets. `links` lists them all as stylesheets: root renders
 * them after the page, so they do not hold its first paint back, and Remix loads a route's sheets
 * before a client navigation shows it. `handle.criticalCss` joins their first-paint parts, which
 * root inlines in the server's HTML.
 * Both lists are read when asked for, not when the route module loads: the build's chunks import
 * each other in a circle (the studio's and the shared one), so a sheet may not be defined yet then.
 */
export function routeStyles<Extra extends object = object>(sheets: () => Sheet[], handle?: Extra) {
  return {
    links: (): LinkDescriptor[] => sheets().map(({ href }) => ({ rel: "stylesheet", href })),
    // The route's other handle fields (its lead image) join the getter without reading it now.
    handle: Object.assign(
      {
        get criticalCss() {
          return sheets()
            .map(({ critical }) => critical)
            .join("");
        },
      } satisfies StylesHandle,
      handle,
    ),
  };
}
