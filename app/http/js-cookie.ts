/**
 * Set by the browser once the app hydrates. Its presence tells the server this browser runs
 * JavaScript, so below-the-fold data can be streamed instead of awaited (see decision 005).
 */
export const jsCookieName = "esencia_js";
export const jsCookie = `${jsCookieName}=1; Path=/; Max-Age=31536000; SameSite=Lax`;
