// Decisions 090 and 093: the picture a page paints first and largest. On a 412 px phone the document
// carries it inside itself, as the one file that fills the phone's screen (720 px of a content
// picture, 800 px of a product photo; lite mode's narrow copy, decision 079), and nothing is fetched
// for it; the header's logo too. On a desktop the <picture>'s desktop source shows, preloaded first
// thing in <head> — ahead of the inline CSS and the logo — and fetched once. With and without
// JavaScript: hydration keeps the document's copy.
import { expect, type Page } from "@playwright/test";

import { e2ePort } from "../../playwright.config";
import { open, test } from "./fixtures";

const pages = [
  {
    name: "home (its banner slider's first slide)",
    path: "/",
    phoneFile: /\/slide-fiestas-mobile-720w\.webp$/,
    phoneWidth: 720,
  },
  {
    name: "a listing (its header banner)",
    path: "/fragancias",
    phoneFile: /\/slide-fiestas-720w\.webp$/,
    phoneWidth: 720,
  },
  {
    name: "a PDP (its gallery's first picture)",
    path: "/dior-sauvage-eau-de-toilette/p",
    phoneFile: /\/media\/products\/perfume-frente-[0-9a-f]+-dior-sauvage-800\.webp$/,
    phoneWidth: 800,
  },
];

/** Every image URL the page asks for, in order. */
function imageRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** The lead picture as shown, and what the preload names, read from the page. */
async function leadAndPreloads(page: Page) {
  const lead = page.locator('main img[fetchpriority="high"]').first();
  await expect.poll(() => lead.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')!;
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    const firstStyle = document.head.querySelector("style")!;
    const logo = document.querySelector<HTMLImageElement>(".site-header__logo img")!;
    const precedes = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const candidates = preloads.flatMap((link) => [
      link.getAttribute("href")!,
      ...(link.getAttribute("imagesrcset") ?? "").split(",").map((entry) => entry.trim().split(" ")[0]!),
    ]);
    const path = (src: string) => (src.startsWith("data:") ? "data:" : new URL(src).pathname);
    return {
      shown: path(img.currentSrc),
      // Chromium accepts AVIF: a content picture comes as its AVIF copy, a product's as WebP (decision 101).
      inline: /^data:image\/(avif|webp);base64,/.test(img.currentSrc),
      naturalWidth: img.naturalWidth,
      logoInline: logo.currentSrc.startsWith("data:image/"),
      displayed: [...document.images].filter((image) => image.currentSrc).map((image) => path(image.currentSrc)),
      preloadMedia: preloads.map((link) => link.media),
      candidates: candidates.filter(Boolean),
      beforeStylesAndLogo: preloads.every((link) => precedes(link, firstStyle) && precedes(link, logo)),
      highPriority: preloads.every((link) => link.getAttribute("fetchpriority") === "high"),
      // Decoded in the frame that paints it, not in a later one (decision 092).
      decodedWithTheFrame: img.getAttribute("decoding") === "sync" && img.getAttribute("loading") !== "lazy",
    };
  });
}

/**
 * Files of the lead's set that were fetched and that no picture on the page shows: a preload that
 * picked another width than the <source>, or a phone fetching what the document already carries.
 */
const fetchedAndShownNowhere = (requested: string[], lead: { candidates: string[]; displayed: string[] }) =>
  requested.filter((file) => lead.candidates.includes(file) && !lead.displayed.includes(file));

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const { name, path, phoneFile, phoneWidth } of pages) {
    test(`${name}: inside the document, at the phone's width, nothing fetched for it`, async ({ page }, {
      project,
    }) => {
      const requested = imageRequests(page);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await open(page, path, project.use.javaScriptEnabled);
      const lead = await leadAndPreloads(page);
      expect(lead.inline).toBe(true);
      expect(lead.naturalWidth).toBe(phoneWidth);
      expect(lead.logoInline).toBe(true);
      expect(lead.decodedWithTheFrame).toBe(true);
      // The one preload is the desktop's, under its media: a phone fetches neither its file nor any
      // other of the set that no picture shows (the PDP's thumbnails show the photo narrower).
      expect(lead.preloadMedia).toEqual(["(min-width: 768px)"]);
      expect(requested.filter((file) => phoneFile.test(file))).toEqual([]);
      expect(fetchedAndShownNowhere(requested, lead)).toEqual([]);
      // Hydration kept the document's copy and found nothing to complain about.
      expect(errors).toEqual([]);
    });
  }
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { name, path } of pages) {
    test(`${name}: preloaded first, fetched once, the file shown`, async ({ page }, { project }) => {
      const requested = imageRequests(page);
      await open(page, path, project.use.javaScriptEnabled);
      const lead = await leadAndPreloads(page);
      expect(lead.preloadMedia).toEqual(["(min-width: 768px)"]);
      expect(lead.beforeStylesAndLogo).toBe(true);
      expect(lead.highPriority).toBe(true);
      expect(lead.decodedWithTheFrame).toBe(true);
      expect(lead.candidates).toContain(lead.shown);
      expect(requested.filter((file) => file === lead.shown)).toHaveLength(1);
      expect(fetchedAndShownNowhere(requested, lead)).toEqual([]);
    });
  }
});

test.describe("in lite mode", () => {
  test.use({ viewport: { width: 412, height: 823 }, extraHTTPHeaders: { "Save-Data": "on" } });

  // Decision 110: a lite document must fit the first round trip, so it carries no picture: the
  // narrow copy is fetched once, and nothing else.
  test("the narrow copy is the one fetched, once", async ({ page }) => {
    const requested = imageRequests(page);
    const url = `http://127.0.0.1:${e2ePort}`;
    await page.context().addCookies([
      { name: "esencia_popups", value: "popup-0", url },
      { name: "esencia_region_prompt", value: "1", url },
    ]);
    // A lite page sends no JavaScript: nothing to wait for but the page.
    await page.goto("/");
    const lead = await leadAndPreloads(page);
    expect(lead.inline).toBe(false);
    expect(lead.naturalWidth).toBe(480);
    expect(requested.filter((file) => /slide-fiestas-mobile-480w\.webp$/.test(file))).toHaveLength(1);
    expect(fetchedAndShownNowhere(requested, lead)).toEqual([]);
  });
});

// Decision 099: a listing's and a search's first row of cards travels inside the document too, each
// picture at the width a 412 px phone shows it (400 px), so the first screen needs no picture file.
test.describe("the first row of cards on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const path of ["/s?q=perfume", "/fragancias"]) {
    test(`${path}: inside the document, nothing fetched for them`, async ({ page }, { project }) => {
      const requested = imageRequests(page);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await open(page, path, project.use.javaScriptEnabled);
      const firstRow = page.locator(".product-grid__page").first().locator(".product-card__body img").first();
      await expect
        .poll(() => firstRow.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const carried = await page
        .locator(".product-grid__page .product-card__body img[data-carried]")
        .evaluateAll((imgs: HTMLImageElement[]) =>
          imgs.map((img) => ({
            file: img.dataset.carried!,
            inline: img.currentSrc.startsWith("data:image/webp;base64,"),
          })),
        );
      expect(carried).toHaveLength(2);
      for (const { file, inline } of carried) {
        expect(file).toMatch(/^\/media\/products\/[a-z0-9-]+-400\.webp$/);
        expect(inline).toBe(true);
      }
      expect(requested.filter((file) => carried.some((picture) => picture.file === file))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

// Decision 101: the pictures near the lead that are not it ask to come after it: the gallery's other
// slides and thumbnails, a listing's filter buttons, the popup's picture while the popup waits.
test("the first screen's other pictures ask for low priority, the lead for high", async ({ page }, { project }) => {
  test.skip(project.use.javaScriptEnabled !== false, "the server's HTML: one project is enough");
  const priorities = async (path: string, selector: string) => {
    await page.goto(path);
    return page.locator(selector).evaluateAll((images) => images.map((image) => image.getAttribute("fetchpriority")));
  };
  const gallery = await priorities("/dior-sauvage-eau-de-toilette/p", ".gallery img");
  expect(gallery[0]).toBe("high");
  expect(gallery.length).toBeGreaterThan(2);
  expect(new Set(gallery.slice(1))).toEqual(new Set(["low"]));
  expect(new Set(await priorities("/fragancias", ".listing-header__buttons img"))).toEqual(new Set(["low"]));
  await page.context().clearCookies();
  expect(await priorities("/", ".popup__image")).toEqual(["low"]);
});
