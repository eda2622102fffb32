// What a shopper sees on the home at a phone's 375 px and a laptop's 1280 px, with and without
// JavaScript: storefront-shell §2.16 (brand logos, video info card, title with background, sliders)
// and products-and-buying §2.6 (product shelves and sliders). Boxes are compared, never pictures.
import { expect, type Locator, type Page } from "@playwright/test";

import { open, test } from "./fixtures";

type Box = { x: number; y: number; width: number; height: number };

const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, "the element is laid out").not.toBeNull();
  return found!;
}

test("no heading of the home repeats the one just before it", async ({ page, javaScriptEnabled }) => {
  await open(page, "/", javaScriptEnabled);
  const headings = await page
    .locator("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((elements) => elements.map((element) => element.textContent?.trim().toLowerCase() ?? ""));
  expect(headings.length).toBeGreaterThan(5);
  const repeated = headings.filter((heading, index) => index > 0 && heading === headings[index - 1]);
  expect(repeated).toEqual([]);
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("every brand tile holds its whole logo", async ({ page, javaScriptEnabled }) => {
      await open(page, "/", javaScriptEnabled);
      for (const section of [".brand-logo-slider", ".featured-brands"]) {
        const tiles = page.locator(`${section} .brand-logo`);
        await tiles.first().scrollIntoViewIfNeeded();
        expect(await tiles.count()).toBeGreaterThan(3);
        // Measured in one go: the slider autoplays, and a tile moves between two separate reads.
        const shown = await tiles.evaluateAll((elements) =>
          elements.map((tile) => {
            const logo = tile.querySelector("img")!;
            const [outer, inner] = [tile.getBoundingClientRect(), logo.getBoundingClientRect()];
            return {
              name: logo.alt,
              inside:
                inner.left >= outer.left - 0.5 &&
                inner.right <= outer.right + 0.5 &&
                inner.top >= outer.top - 0.5 &&
                inner.bottom <= outer.bottom + 0.5,
              scrolls: tile.scrollWidth > tile.clientWidth,
            };
          }),
        );
        // Not cut by the tile; the name inside the picture is the seed painter's to keep whole
        // (scripts/seed/content-images.test.ts).
        expect(shown.filter((tile) => !tile.inside || tile.scrolls).map((tile) => tile.name)).toEqual([]);
      }
    });

    test("the video card's play button stays off the poster's title and the card's heading", async ({
      page,
      javaScriptEnabled,
    }) => {
      await open(page, "/", javaScriptEnabled);
      const card = page.locator(".video-card");
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole("heading", { name: "Cómo elegir tu fragancia" })).toBeVisible();
      // Read in one go, so a section settling above cannot move the card between two reads.
      const { poster, play, heading } = await card.evaluate((element) => {
        const boxOf = (selector: string) => {
          const { x, y, width, height } = element.querySelector(selector)!.getBoundingClientRect();
          return { x, y, width, height };
        };
        return { poster: boxOf(".cms-video--poster"), play: boxOf(".cms-video__play"), heading: boxOf("h2") };
      });
      expect(intersect(play, heading)).toBe(false);
      // The seeded poster paints its title across the bottom (at 87–93 % of its height), as posters
      // often do along an edge: the button keeps to the poster's middle, inside it.
      expect(inside(play, poster)).toBe(true);
      expect(play.y).toBeGreaterThan(poster.y + poster.height * 0.15);
      expect(play.y + play.height).toBeLessThan(poster.y + poster.height * 0.8);
    });

    test("a shelf's arrows never cover its cards", async ({ page, javaScriptEnabled }) => {
      await open(page, "/", javaScriptEnabled);
      for (const name of ["Los más vendidos", "Lanzamientos"]) {
        const shelf = page.getByRole("region", { name });
        await shelf.scrollIntoViewIfNeeded();
        if (javaScriptEnabled === false) {
          // No swiper, no arrows: the row scrolls sideways.
          const arrows = shelf.locator(".carousel__arrow");
          await expect(arrows).toHaveCount(2);
          for (const arrow of await arrows.all()) await expect(arrow).toBeHidden();
          continue;
        }
        await expect(shelf.locator(".carousel.swiper-initialized")).toBeAttached({ timeout: 15_000 });
        await expectArrowsClearOfCards(page, shelf);
      }
    });

    test("a shelf keeps its height when swiper adds its controls", async ({ page, javaScriptEnabled }) => {
      test.skip(javaScriptEnabled === false, "swiper is loaded with JavaScript");
      await open(page, "/", javaScriptEnabled);
      // Far below the fold, swiper is not loaded yet: the row as the server sent it.
      const carousel = page.getByRole("region", { name: "Lanzamientos" }).locator(".carousel");
      await expect(carousel).not.toHaveClass(/swiper-initialized/);
      const before = (await box(carousel)).height;
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel).toHaveClass(/swiper-initialized/, { timeout: 15_000 });
      expect(Math.abs((await box(carousel)).height - before)).toBeLessThanOrEqual(1);
    });
  });
}

/** Each shown arrow lies clear of every slide, and so of the brand, name and price on the cards. */
async function expectArrowsClearOfCards(page: Page, shelf: Locator) {
  const arrows = shelf.getByRole("button", { name: /^(Anterior|Siguiente)$/ });
  await expect(arrows.first()).toBeVisible();
  const slides = await Promise.all((await shelf.locator(".carousel__slide").all()).map((slide) => slide.boundingBox()));
  const viewport = page.viewportSize()!;
  const onScreen = slides.filter(
    (slide): slide is Box => slide !== null && slide.x < viewport.width && slide.x + slide.width > 0,
  );
  expect(onScreen.length).toBeGreaterThan(0);
  for (const arrow of await arrows.all()) {
    if (!(await arrow.isVisible())) continue;
    const arrowBox = await box(arrow);
    for (const slide of onScreen) expect(intersect(arrowBox, slide), "an arrow over a card").toBe(false);
  }
}
