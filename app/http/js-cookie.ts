/**
 * Set by the browser once the app hydrates. Its presence tells the server this browser runs
 * JavaScript, so below-the-fold data can be streamed instead of awaited (see decision 005) and
 * below-the-fold sections left for the browser to render when needed (spec §4.1).
 */
export const jsCookieName = "esencia_js";
export const jsCookie = `${jsCookieName}=1; Path=/; Max-Age=31536000; SameSite=Lax`;
