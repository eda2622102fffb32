// The fault switch from a browser (app/server/faults.server.ts): the e2e server runs with FAULTS on,
// so a request carrying X-Esencia-Faults finds the stores it names failed or stalled. Per browser
// context, never global: the other projects' tests share the server meanwhile.
import type { Page } from "@playwright/test";

import { faultsHeader } from "../../app/server/faults.server";
import { test as base } from "../e2e/fixtures";

export { expect } from "@playwright/test";

export const test = base.extend<{
  /** From now on every request of this context (pages, data, form posts) carries `faults`; "" for none. */
  storesDown: (faults: string) => Promise<void>;
}>({
  storesDown: async ({ context, extraHTTPHeaders }, use) => {
    await use((faults) =>
      context.setExtraHTTPHeaders(faults ? { ...extraHTTPHeaders, [faultsHeader]: faults } : { ...extraHTTPHeaders }),
    );
  },
});

/**
 * Only the page's form posts carry `faults`: a store that fails while the shopper's post is handled,
 * and answers again for the page the answer leads to. The post is sent from here and its answer
 * handed to the browser as it came (a 303 included), so the browser follows a redirect on its own,
 * without the header (`route.continue` would carry it into the redirect). Returns the way back.
 */
export async function failingPosts(page: Page, faults: string): Promise<() => Promise<void>> {
  const posts = (url: URL) => url.origin === new URL(page.url()).origin;
  await page.route(posts, async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    // The browser adds Sec-Fetch-* after this point, and the server tells a fetcher from a document
    // by Sec-Fetch-Mode (http/respond.server.ts): sent as the browser would. Cookies go by themselves.
    const request = route.request();
    const headers = {
      ...request.headers(),
      "sec-fetch-mode": request.isNavigationRequest() ? "navigate" : "cors",
      "sec-fetch-site": "same-origin",
      [faultsHeader]: faults,
    };
    return route.fulfill({ response: await route.fetch({ headers, maxRedirects: 0 }) });
  });
  return () => page.unroute(posts);
}
