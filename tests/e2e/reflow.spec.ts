// WCAG 2.2 SC 1.4.10 Reflow: content fits a 320 CSS px wide viewport without scrolling sideways.
// Every page template, with and without JavaScript; the failure names what sticks out.
import { expect, type Page } from "@playwright/test";

import { logInAsDemoShopper, open, test } from "./fixtures";

test.use({ viewport: { width: 320, height: 640 } });

/** The page's scroll width, and the outermost elements that reach past the viewport (for the message). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (
          (node !== element && style.overflowX !== "visible") ||
          style.position === "fixed" ||
          style.visibility === "hidden"
        )
          return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element))
      .filter((element) => !(element.parentElement!.getBoundingClientRect().right > width + 0.5))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`);
    return { scrollWidth: document.documentElement.scrollWidth, culprits: culprits.slice(0, 5) };
  });
}

async function expectReflow(page: Page, path: string) {
  const { scrollWidth, culprits } = await overflow(page);
  expect(scrollWidth, `${path} is ${scrollWidth} px wide at 320 px: ${culprits.join(", ")}`).toBeLessThanOrEqual(320);
}

const publicTemplates = [
  "/", // home
  "/fragancias", // listing
  "/s?q=dior", // search results
  "/mas-de-50-off", // discount band
  "/lancome-idole-eau-de-parfum/p", // PDP, store layout
  "/l-oreal-paris-shampoo-elvive/p", // PDP, base layout
  "/shop-dior", // e-boutique home
  "/shop-dior/fragancias-masculinas/sauvage", // e-boutique listing
  "/marcas",
  "/regalos",
  "/preguntas-frecuentes", // content landing
  "/locales",
  "/login",
  "/arrepentimiento",
  "/wishlist",
  "/pagina-que-no-existe", // 404
];

test("no public page template is wider than a 320 px viewport", async ({ page, javaScriptEnabled }) => {
  test.slow(); // sixteen pages on a shared machine
  for (const path of publicTemplates) {
    await open(page, path, javaScriptEnabled);
    await expectReflow(page, path);
  }
});

test("checkout and the account pages fit a 320 px viewport", async ({ page, javaScriptEnabled }) => {
  test.slow();
  await logInAsDemoShopper(page, javaScriptEnabled);
  await expectReflow(page, "/pvt/account/profile");
  for (const path of ["/pvt/account/orders", "/pvt/account/user-details", "/pvt/account/security"]) {
    await open(page, path, javaScriptEnabled);
    await expectReflow(page, path);
  }

  await open(page, "/lancome-idole-eau-de-parfum/p", javaScriptEnabled);
  await page.getByRole("button", { name: "Agregar a la bolsa" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Agregaste .+ a la bolsa$/ })).toBeVisible({
    timeout: 15_000,
  });
  // The order form with its pickup stores: their long names once made it 528 px wide.
  await open(page, "/checkout", javaScriptEnabled);
  await expect(page.locator("form.order-form")).toBeVisible();
  await expectReflow(page, "/checkout");
});
