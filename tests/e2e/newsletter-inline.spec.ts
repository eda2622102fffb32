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
  await expect(inline.getByRole("status")).toContainText("¡Gracias por registrarte!");
  // Without JS the 303 lands on the inline form's section, not on the top of the home.
  if (javaScriptEnabled === false) await expect(page).toHaveURL(/\/#newsletter-inline$/);
  await expect(inline.getByRole("status")).toBeInViewport();
});

test("without JS an invalid e-mail comes back at the inline form, with the server's message", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled !== false, "with JS the fetcher answers in place");
  await open(page, "/", javaScriptEnabled);
  const inline = page.locator(".newsletter--inline").first();
  await inline.getByRole("textbox").last().fill("ana@ejemplo");
  await inline.getByRole("button").click();
  await expect(page).toHaveURL(/\/#newsletter-inline$/);
  await expect(inline.getByRole("alert")).toHaveText("Ingresá un email válido.");
  await expect(inline.getByRole("alert")).toBeInViewport();
});
