// Spec storefront-shell §2.4 and decision 052: the promo bar shows its messages at once, still, then
// scrolls them (with JS once the page is interactive, without JS after 3 s); assistive technology
// reads each message once although the loop draws them twice.
import { expect, type Page } from "@playwright/test";

import { open, test } from "./fixtures";

const firstMessage = "Envío gratis en compras superiores a $120.000";
const seededMessages = [
  firstMessage,
  "Hasta 12 cuotas sin interés",
  "10% de reintegro con bancos y tarjetas seleccionados",
];
const track = (page: Page) => page.locator(".alert-bar__track");
const trackShift = (page: Page) =>
  track(page).evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m41);

test("the messages are readable at once, then scroll", async ({ page, javaScriptEnabled }) => {
  // With JS the page's clock holds the start; without JS it is a 3 s CSS delay, which a busy machine
  // can spend before the first check: the animations' timeline is held instead (DevTools protocol).
  const animations = javaScriptEnabled === false ? await page.context().newCDPSession(page) : null;
  if (animations) await animations.send("Animation.setPlaybackRate", { playbackRate: 0 });
  else await page.clock.install();
  await open(page, "/fragancias", javaScriptEnabled);
  const bar = page.getByRole("region", { name: "Promociones" });
  await expect(bar.getByRole("listitem")).toHaveText(seededMessages);
  await expect(bar.getByText(firstMessage).first()).toBeInViewport();
  expect(await trackShift(page)).toBe(0);
  // With JS, past the 5 s quiet period after the last long task; without JS, the 3 s delay.
  if (animations) {
    expect(await track(page).evaluate((element) => getComputedStyle(element).animationDelay)).toBe("3s");
    await animations.send("Animation.setPlaybackRate", { playbackRate: 1 });
  } else await page.clock.runFor(6_000);
  await expect.poll(() => trackShift(page), { timeout: 15_000 }).toBeLessThan(0);
});

test("with reduced motion the messages stay still, each drawn once", async ({ page, javaScriptEnabled }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await open(page, "/fragancias", javaScriptEnabled);
  const bar = page.getByRole("region", { name: "Promociones" });
  await expect(bar.locator("li:visible")).toHaveText(seededMessages);
  expect(await trackShift(page)).toBe(0);
});
