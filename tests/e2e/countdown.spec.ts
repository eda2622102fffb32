// Storefront-shell §2.16 countdown: days, hours, minutes and seconds as four rings in one row, on a
// phone too (WCAG 1.4.10 down to 320 px).
import { expect } from "@playwright/test";

import { open, test } from "./fixtures";

for (const width of [320, 375]) {
  test(`at ${width} px the four countdown rings share one row`, async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width, height: 800 });
    await open(page, "/", javaScriptEnabled);
    const rings = page.locator(".countdown__rings").first();
    await rings.scrollIntoViewIfNeeded();
    const tops = await rings
      .locator(".countdown__unit")
      .evaluateAll((units) => units.map((unit) => Math.round(unit.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
  });
}
