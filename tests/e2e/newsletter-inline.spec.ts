// Spec storefront-shell §2.16 BannerNewsletter and §2.23 "an inline form": the home's inline
// newsletter card subscribes with and without JavaScript.
import { expect } from "@playwright/test";

import { open, test, uniqueEmail } from "./fixtures";

test("the inline newsletter on the home subscribes", async ({ page, javaScriptEnabled }) => {
  await open(page, "/", javaScriptEnabled);
  const inline = page.locator(".newsletter--inline").first();
  await inline.scrollIntoViewIfNeeded();
  await inline.getByRole("textbox").last().fill(uniqueEmail("inline"));
  await inline.getByRole("button").click();
  await expect(inline.getByRole("status")).toHaveText("¡Gracias por registrarte!");
});
