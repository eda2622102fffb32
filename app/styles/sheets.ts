// Sheets that several routes link (decisions 003, 070). A route's `links` lists what its page shows,
// in the cascade's order: these shared sheets first, then the route's own.
import type { LinkDescriptor } from "@remix-run/cloudflare";

import cardsHref from "./cards.css?url";
import carouselHref from "./carousel.css?url";
import cmsHref from "./cms.css?url";

export const stylesheet = (href: string): LinkDescriptor => ({ rel: "stylesheet", href });

/** Product cards and their price block: listings, search, the wishlist, the PDP. */
export const cardStyles: LinkDescriptor[] = [stylesheet(cardsHref)];

/** The scroll-snap row swiper takes over (decision 013): CMS shelves and the wishlist. */
export const carouselStyles: LinkDescriptor[] = [stylesheet(carouselHref)];

/** A page of CMS sections (storefront-shell §2.16): its shelves bring product cards and carousels with them. */
export const cmsPageStyles: LinkDescriptor[] = [...cardStyles, ...carouselStyles, stylesheet(cmsHref)];
