// Spec storefront-shell §2.8 and decision 053: with JS the back-to-top button appears only after more
// than half a viewport of scrolling (and never flashes while the app boots); without JS it is a plain
// link to the top at the end of the page.
import { expect } from "@playwright/test";

import { open, test } from "./fixtures";

test("the back-to-top button takes the shopper back to the top", async ({ page, javaScriptEnabled }) => {
  // Records whether the button was ever shown to a shopper who had not scrolled, from the first frame.
  // It marks the page once it has watched 30 frames after the app booted.
  await page.addInitScript(() => {
    let framesSinceBoot = 0;
    const watch = () => {
      const root = document.documentElement;
      const button = document.querySelector(".back-to-top");
      const style = button && getComputedStyle(button);
      const shown =
        style &&
        style.visibility === "visible" &&
        Number(style.opacity) > 0 &&
        button.getBoundingClientRect().top < window.innerHeight;
      if (shown && window.scrollY === 0) root.dataset.backToTopFlashed = "";
      if (root.dataset.js === "ready") framesSinceBoot += 1;
      if (framesSinceBoot === 30) root.dataset.backToTopWatched = "";
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await open(page, "/fragancias", javaScriptEnabled);
  const backToTop = page.getByRole("link", { name: "Volver arriba" });

  if (javaScriptEnabled === false) {
    await backToTop.scrollIntoViewIfNeeded();
    await expect(backToTop).toBeVisible();
    expect(await backToTop.evaluate((link) => getComputedStyle(link).position)).toBe("static");
  } else {
    await expect(page.locator("html[data-back-to-top-watched]")).toBeAttached();
    await expect(page.locator("html[data-back-to-top-flashed]")).not.toBeAttached();
    await expect(backToTop).toBeHidden();
    const viewportHeight = page.viewportSize()?.height ?? 720;
    await page.mouse.wheel(0, viewportHeight * 0.4);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(backToTop).toBeHidden();
    await page.mouse.wheel(0, viewportHeight * 0.4);
    await expect(backToTop).toBeVisible();
    await expect(backToTop).toBeInViewport();
  }

  await backToTop.click();
  await expect(page).toHaveURL(/#arriba$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  if (javaScriptEnabled !== false) await expect(backToTop).toBeHidden();
});

// The back-to-top button never covers the size chips (with JS a phone shows one chip that opens
// the sizes drawer instead of the inline list): at no scroll position does it sit over one.
test("the back-to-top button never covers the PDP's size chips", async ({ page, javaScriptEnabled }) => {
  // A short phone screen: the chips sit below the gallery, lower than half a screen.
  await page.setViewportSize({ width: 375, height: 400 });
  await open(page, "/dior-sauvage-eau-de-toilette/p", javaScriptEnabled);
  const backToTop = page.getByRole("link", { name: "Volver arriba" });
  const chips = page.locator("[data-keep-clear] a").filter({ visible: true });
  await expect(chips.first()).toBeVisible();
  expect(await chips.first().evaluate((chip) => chip.getBoundingClientRect().top + window.scrollY)).toBeGreaterThan(
    400 / 2 + 10,
  );
  // Past half a viewport of scrolling (when the button shows), the chips as low on screen as they go.
  await chips.last().evaluate((chip) => {
    const chipBottom = window.scrollY + chip.getBoundingClientRect().bottom;
    window.scrollTo(0, Math.max(window.innerHeight / 2 + 10, chipBottom - window.innerHeight + 40));
  });
  await expect.poll(() => page.evaluate(() => window.scrollY > window.innerHeight / 2)).toBe(true);
  if (javaScriptEnabled !== false) await expect(page.locator("html.controls-on-screen")).toBeAttached();
  // The button fades out (a CSS transition): what counts is where it settles, not a frame of its fade.
  const coveredChips = () =>
    page.evaluate(() => {
      const button = document.querySelector(".back-to-top")!;
      const style = getComputedStyle(button);
      if (style.visibility !== "visible" || Number(style.opacity) === 0) return [];
      const box = button.getBoundingClientRect();
      return [...document.querySelectorAll("[data-keep-clear] a")]
        .map((chip) => ({ name: chip.textContent, rect: chip.getBoundingClientRect() }))
        .filter(
          ({ rect }) =>
            rect.width > 0 &&
            rect.left < box.right &&
            rect.right > box.left &&
            rect.top < box.bottom &&
            rect.bottom > box.top,
        )
        .map(({ name }) => name);
    });
  await expect.poll(coveredChips).toEqual([]);
  // Scrolled on past the chips, the button comes back.
  if (javaScriptEnabled !== false) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(backToTop).toBeVisible();
  }
});
