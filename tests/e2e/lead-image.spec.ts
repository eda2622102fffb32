// Decision 090: the picture a page paints first and largest is preloaded first thing in <head>, ahead
// of the inline CSS and the header's logo, and the preload fetches the very file the page shows —
// once: on a 412 px phone and on a desktop (a <picture>'s mobile source under spec §9's "mobile at
// max-width 767px"), with and without JavaScript, and in lite mode (decision 079).
import { expect, type Page } from "@playwright/test";

import { e2ePort } from "../../playwright.config";
import { open, test } from "./fixtures";

const pages = [
  { name: "home (its banner slider's first slide)", path: "/" },
  { name: "a listing (its header banner)", path: "/fragancias" },
  { name: "a PDP (its gallery's first picture)", path: "/dior-sauvage-eau-de-toilette/p" },
];
const screens = [
  { name: "phone", viewport: { width: 412, height: 823 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

/** Every image URL the page asks for, in order. */
function imageRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** The lead picture as shown, and what the preloads name, read from the page. */
async function leadAndPreloads(page: Page) {
  const lead = page.locator('main img[fetchpriority="high"]').first();
  await expect.poll(() => lead.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')!;
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    const firstStyle = document.head.querySelector("style")!;
    const logo = document.querySelector(".site-header__logo img")!;
    const precedes = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const candidates = preloads.flatMap((link) => [
      link.getAttribute("href")!,
      ...(link.getAttribute("imagesrcset") ?? "").split(",").map((entry) => entry.trim().split(" ")[0]!),
    ]);
    const displayed = [...document.images]
      .filter((image) => image.currentSrc)
      .map((image) => new URL(image.currentSrc).pathname);
    return {
      shown: new URL(img.currentSrc).pathname,
      displayed,
      preloads: preloads.length,
      candidates: candidates.filter(Boolean),
      beforeStylesAndLogo: preloads.every((link) => precedes(link, firstStyle) && precedes(link, logo)),
      highPriority: preloads.every((link) => link.getAttribute("fetchpriority") === "high"),
      // Decoded in the frame that paints it, not in a later one (decision 092).
      decodedWithTheFrame: !img.hasAttribute("decoding") && img.getAttribute("loading") !== "lazy",
    };
  });
}

/**
 * The lead file was fetched once, and every other file the preloads could name that was fetched is
 * shown by some picture on the page (the PDP's thumbnails show the same photo narrower): a preload
 * that picked another width than its <img> would leave a file fetched and shown nowhere.
 */
function expectFetchedOnceAndShown(
  requested: string[],
  lead: { shown: string; candidates: string[]; displayed: string[] },
) {
  expect(requested.filter((file) => file === lead.shown)).toHaveLength(1);
  const fetchedCandidates = requested.filter((file) => lead.candidates.includes(file));
  expect(fetchedCandidates.filter((file) => !lead.displayed.includes(file))).toEqual([]);
}

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    for (const { name, path } of pages) {
      test(`${name}: preloaded first, fetched once, the file shown`, async ({ page }, { project }) => {
        const requested = imageRequests(page);
        await open(page, path, project.use.javaScriptEnabled);
        const lead = await leadAndPreloads(page);
        expect(lead.preloads).toBeGreaterThan(0);
        expect(lead.beforeStylesAndLogo).toBe(true);
        expect(lead.highPriority).toBe(true);
        expect(lead.decodedWithTheFrame).toBe(true);
        expect(lead.candidates).toContain(lead.shown);
        expectFetchedOnceAndShown(requested, lead);
      });
    }
  });
}

test.describe("in lite mode", () => {
  test.use({ viewport: { width: 412, height: 823 }, extraHTTPHeaders: { "Save-Data": "on" } });

  test("the narrow copy is the one preloaded and shown", async ({ page }) => {
    const requested = imageRequests(page);
    const url = `http://127.0.0.1:${e2ePort}`;
    await page.context().addCookies([
      { name: "esencia_popups", value: "popup-0", url },
      { name: "esencia_region_prompt", value: "1", url },
    ]);
    // A lite page sends no JavaScript: nothing to wait for but the page.
    await page.goto("/");
    const lead = await leadAndPreloads(page);
    expect(lead.shown).toMatch(/-480w\.webp$/);
    expect(lead.beforeStylesAndLogo).toBe(true);
    expectFetchedOnceAndShown(requested, lead);
  });
});
