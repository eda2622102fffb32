import { expect, test as base, type Page } from "@playwright/test";
import { e2ePort } from "../../playwright.config";
import { shopperAddress } from "../shopper-address";

/**
 * Every test is a shopper on a connection of its own. The public forms' rate limits count per
 * CF-Connecting-IP (30 newsletter posts per 10 minutes), `wrangler dev` passes a client's header
 * through, and a full run posts more than that from 127.0.0.1: without this, whichever newsletter
 * journey came after the 30th post in a window failed with 'Recibimos muchos intentos…'.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": shopperAddress() });
  },
});

/**
 * Opens a page; in the `js` project waits until React has hydrated, so forms are enhanced. The
 * seeded newsletter popup is marked closed, and the region prompt as already shown (their
 * browser-session cookies), unless a test is about them.
 */
export async function open(page: Page, path: string, javaScriptEnabled: boolean | undefined, { popups = false, regionPrompt = false } = {}) {
  const url = `http://127.0.0.1:${e2ePort}`;
  if (!popups) await page.context().addCookies([{ name: "esencia_popups", value: "popup-0", url }]);
  if (!regionPrompt) await page.context().addCookies([{ name: "esencia_region_prompt", value: "1", url }]);
  const response = await page.goto(path);
  // Generous: the two cores are shared, and hydration then takes longer than the default 5 s.
  if (javaScriptEnabled !== false) await expect(page.locator("html[data-js='ready']")).toBeAttached({ timeout: 15_000 });
  return response;
}

/** A fresh address per test run, so runs never collide on 'Ya estás suscripto.'. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@ejemplo.com.ar`;
