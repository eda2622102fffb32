// Sheets that several routes link (decisions 003, 070). A route's `links` lists what its page shows,
// in the cascade's order: these shared sheets first, then the route's own.
import type { LinkDescriptor } from "@remix-run/cloudflare";
import cardsHref from "./cards.css?url";
import cmsHref from "./cms.css?url";
import formsHref from "./forms.css?url";

export const stylesheet = (href: string): LinkDescriptor => ({ rel: "stylesheet", href });

/** Product cards and their price block: listings, search, the wishlist, the PDP. */
export const cardStyles: LinkDescriptor[] = [stylesheet(cardsHref)];

/** A page of CMS sections (storefront-shell §2.16): its shelves bring product cards with them. */
export const cmsPageStyles: LinkDescriptor[] = [...cardStyles, stylesheet(cmsHref)];

/** Labelled fields of the pages' forms (`Field`): checkout, account, arrepentimiento. */
export const formStyles: LinkDescriptor[] = [stylesheet(formsHref)];
