import { expect, type Page } from "@playwright/test";

/** Opens a page; in the `js` project waits until React has hydrated, so forms are enhanced. */
export async function open(page: Page, path: string, javaScriptEnabled: boolean | undefined) {
  const response = await page.goto(path);
  if (javaScriptEnabled !== false) await expect(page.locator("html[data-js='ready']")).toBeAttached();
  return response;
}

/** A fresh address per test run, so runs never collide on 'Ya estás suscripto.'. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@ejemplo.com.ar`;
