// Spec products-and-buying §2.6 "Product sliders, shelves and galleries" and §9 "Sliders and carousels":
// "Landing shelf: default 5 items per page; […] carousels show 1.6 items per page on mobile and tablet";
// "Product slider defaults: […] autoplay interval 3000 ms", paused on hover and focus and for reduced
// motion. Without JS a shelf is one horizontally scrolling row, never a tall stack.
import { expect, type Page } from "@playwright/test";

import { open, test } from "./fixtures";

const bestSellers = (page: Page) => page.getByRole("region", { name: "Los más vendidos" });

/** How many slides the shelf's visible width holds, and whether they sit in one row. */
async function layout(page: Page) {
  const shelf = bestSellers(page);
  await shelf.scrollIntoViewIfNeeded();
  return shelf.locator(".carousel").evaluate((carousel) => {
    const slides = [...carousel.querySelectorAll<HTMLElement>(".carousel__slide")].map((slide) =>
      slide.getBoundingClientRect(),
    );
    const gap = slides.length > 1 ? slides[1]!.left - slides[0]!.right : 0;
    const width = carousel.getBoundingClientRect().width;
    return {
      perPage: Math.round(((width + gap) / (slides[0]!.width + gap)) * 10) / 10,
      rows: new Set(slides.map((slide) => Math.round(slide.top))).size,
      height: carousel.getBoundingClientRect().height,
    };
  });
}

for (const { width, perPage } of [
  { width: 375, perPage: 1.6 },
  { width: 1280, perPage: 5 },
]) {
  test(`at ${width} px 'Los más vendidos' is one row of ${perPage} cards per page`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await open(page, "/", javaScriptEnabled);
    const shown = await layout(page);
    expect(shown.perPage).toBe(perPage);
    expect(shown.rows).toBe(1);
    expect(shown.height).toBeLessThan(700);
    if (javaScriptEnabled === false) {
      // The rest of the row is reached by scrolling it sideways.
      const track = bestSellers(page).locator(".carousel__track");
      expect(
        await track.evaluate((list) => list.scrollWidth > list.clientWidth && getComputedStyle(list).overflowX),
      ).toBe("auto");
    }
  });
}

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "autoplay is Swiper's, loaded with JavaScript");

  test("the shelf autoplays, and holds still under the pointer and with focus inside", async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, "/", javaScriptEnabled);
    const shelf = bestSellers(page);
    await shelf.scrollIntoViewIfNeeded();
    const carousel = shelf.locator(".carousel");
    await expect(carousel).toHaveAttribute("data-autoplay", "on", { timeout: 20_000 });
    // Every 3000 ms it moves on by one card.
    await expect(shelf.locator(".carousel__slide").first()).not.toHaveClass(/swiper-slide-active/);

    await carousel.hover();
    await expect(carousel).toHaveAttribute("data-autoplay", "paused");
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-autoplay", "on");

    await shelf.locator(".product-card__link").first().focus();
    await expect(carousel).toHaveAttribute("data-autoplay", "paused");
    await page.locator("body").focus();
    await page.getByRole("link", { name: "Botón de arrepentimiento" }).focus();
    await expect(carousel).toHaveAttribute("data-autoplay", "on");
  });

  test("with reduced motion the shelf never autoplays", async ({ page, javaScriptEnabled }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/", javaScriptEnabled);
    const shelf = bestSellers(page);
    await shelf.scrollIntoViewIfNeeded();
    await expect(shelf.locator(".carousel")).toHaveAttribute("data-autoplay", "off", { timeout: 20_000 });
    await expect(shelf.locator(".carousel__slide").first()).toHaveClass(/swiper-slide-active/);
  });
});
