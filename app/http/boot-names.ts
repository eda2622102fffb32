// Names the boot loader (boot-after-paint.ts) and the page cache's kept copies (page-data-apart.ts,
// decision 100) share, in a module of their own so neither imports the other.

/** The inert module script the boot loader starts after the first paint (decision 046). */
export const bootId = "esencia-boot";

/** The boot script's attribute that names where a kept page's hydration data is; absent, it is inside. */
export const pageDataAttribute = "data-page-data";

/**
 * The request header of the loader's fallback, when the data a kept page names is gone (evicted before
 * the page was): the page again, rendered, with its data inside.
 */
export const inlinePageDataHeader = "X-Esencia-Page-Data";
