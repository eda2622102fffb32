// Spec products-and-buying §3: "availability is a {host} URL; '{host}/InStock' means available";
// §4: out of stock reads "{host} OutOfStock or outOfStock".

/** The store's origin as the {host} of availability URLs: no trailing slash. */
export const storeHost = (storeUrl: string) => storeUrl.replace(/\/+$/, "");

export const availabilityUrl = (host: string, available: boolean) => `${host}/${available ? "InStock" : "OutOfStock"}`;

/** Whether an offer's availability URL says in stock, whichever host wrote it. */
export const isInStock = (availability: string) => availability.endsWith("/InStock");
