// "Every link the store prints resolves": linkinator (an outside crawler) checks every link, picture,
// stylesheet and script of the home page (with the header and footer every page has), a listing and
// a product page, and fails on any that answers an error. One HTTP crawl: run in the no-JS project.
import { expect, test } from "@playwright/test";
import { LinkChecker, LinkState } from "linkinator";

test.skip(
  ({ javaScriptEnabled }) => javaScriptEnabled !== false,
  "an HTTP crawl, the same with and without JavaScript",
);

test("home, header, footer, a listing and a product page link to nothing that answers an error", async ({
  baseURL,
  request,
}) => {
  // Several hundred links on a shared two-core machine.
  test.setTimeout(240_000);
  const origin = baseURL!;
  const listing = await (await request.get("/fragancias")).text();
  const product = /href="(\/[a-z0-9-]+\/p)[?"]/.exec(listing)?.[1];
  expect(product, "the listing shows a product card").toBeTruthy();

  const checker = new LinkChecker();
  const result = await checker.check({
    path: [`${origin}/`, `${origin}/fragancias`, `${origin}${product}`],
    recurse: false,
    // Only our own pages: other sites are not ours to keep up, and the e2e machine has no internet.
    linksToSkip: async (link) => !link.startsWith(origin),
    // Two at a time: the e2e server is one single-threaded workerd, and the other Playwright worker's
    // pages queue behind the crawl (at 4, their load events waited past the test timeout).
    concurrency: 2,
    timeout: 30_000,
    retryErrors: true,
    retryErrorsCount: 2,
  });

  const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
  const broken = checked
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status ?? "sin respuesta"} ${link.url} (en ${link.parent})`);
  console.log(`linkinator: ${checked.length} enlaces internos revisados, ${broken.length} rotos`);
  expect(checked.length).toBeGreaterThan(100);
  expect(broken).toEqual([]);
});
