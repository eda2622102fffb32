// A guest toggles the wishlist, logs in and sees it merged (decision 018); spec products-and-buying
// §2.8 (ATRÁS, WISHLIST, 'Esta lista está vacía'), §4 "Wishlist toggle". With and without JavaScript.
import { expect } from "@playwright/test";

import { open, test, uniqueEmail } from "./fixtures";

const password = "Perfume-de-Rosas-1";

test("a guest's hearts survive logging in and show on /wishlist", async ({ page, request, javaScriptEnabled }) => {
  test.slow(); // a whole journey of several page loads and logins
  const email = uniqueEmail("deseos");
  const created = await request.post("/login", {
    form: { intent: "register", givenName: "Ana", email, password, confirmPassword: password },
    headers: { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" },
    maxRedirects: 0,
  });
  expect(created.status()).toBe(303);

  await open(page, "/wishlist", javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "WISHLIST" })).toBeVisible();
  await expect(page.getByRole("link", { name: "ATRÁS" })).toBeVisible();
  await expect(page.getByText("Esta lista está vacía")).toBeVisible();

  await open(page, "/", javaScriptEnabled);
  const card = page.getByRole("region", { name: "Los más vendidos" }).locator("article.product-card").first();
  const name = (await card.locator(".product-card__name").textContent())!.trim();
  const heart = card.locator(".wishlist-toggle button");
  // Its name says what pressing it does, and turns with it.
  await expect(heart).toHaveAccessibleName(`Guardar ${name} en tu wishlist`);
  // The heart turns at once with JS (optimistic): leaving before the post is answered would lose it.
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/wishlist"),
  );
  await heart.click();
  await saved;
  await expect(heart).toHaveAccessibleName(`Quitar ${name} de tu wishlist`);
  await expect(page).toHaveURL(/\/$/);

  await open(page, "/login?returnUrl=/wishlist", javaScriptEnabled);
  const login = page.locator("form#login");
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Contraseña").fill(password);
  await login.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  const carousel = page.getByRole("region", { name: "WISHLIST" });
  await expect(carousel.locator(".product-card__name")).toHaveText([name]);

  // Taking it off from the wishlist itself empties the list.
  await carousel.getByRole("button", { name: `Quitar ${name} de tu wishlist` }).click();
  await expect(page.getByText("Esta lista está vacía")).toBeVisible();
});

test("with JavaScript the list is mirrored to localStorage 'wishlist'", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled === false, "localStorage needs JavaScript");
  await open(page, "/", javaScriptEnabled);
  const card = page.getByRole("region", { name: "Los más vendidos" }).locator("article.product-card").nth(1);
  await card.locator(".wishlist-toggle button").click();
  await expect(card.locator(".wishlist-toggle button")).toHaveAccessibleName(/^Quitar .* de tu wishlist$/);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("wishlist") ?? "[]").length)).toBe(1);
});
