// A cross-site POST gets 403; a malformed POST gets a Spanish error,
// never a 500 (decision 007).
import { expect } from "@playwright/test";

import { open, test } from "./fixtures";

/** Answers read over HTTP, with no browser: the same in both projects, so asked in the no-js one only (decision 085). */
const serverAnswer = (javaScriptEnabled: boolean | undefined) =>
  test.skip(javaScriptEnabled !== false, "an HTTP answer, the same with and without JavaScript");

test("a cross-site POST is refused with 403", async ({ request, javaScriptEnabled }) => {
  serverAnswer(javaScriptEnabled);
  const response = await request.post("/newsletter", {
    form: { email: "csrf@ejemplo.com.ar" },
    headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain("Solicitud rechazada");
});

test("a malformed POST gets a Spanish error, never a 500", async ({ page, request }) => {
  const response = await request.post("/newsletter", {
    data: "{esto no es un formulario",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const cookie = response.headers()["set-cookie"]?.split(";")[0] ?? "";
  await page
    .context()
    .addCookies([{ name: cookie.split("=")[0]!, value: cookie.slice(cookie.indexOf("=") + 1), url: response.url() }]);
  await page.goto(response.headers().location ?? "/");
  await expect(page.locator("footer .newsletter").getByRole("alert")).toContainText("No pudimos leer el formulario");
});

test("every document carries a nonce CSP and the security headers", async ({ request, javaScriptEnabled }) => {
  serverAnswer(javaScriptEnabled);
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
});

// Static files never run the Worker; public/_headers gives them the same defences
// (decision 058). Asked of workerd's asset server (wrangler.toml's [assets]), the one that honours that file.
test("static files carry nosniff and the other security headers", async ({ request, javaScriptEnabled }) => {
  serverAnswer(javaScriptEnabled);
  const home = await (await request.get("/")).text();
  const script = home.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(script).toBeDefined();
  for (const path of [script!, "/content/stores/retiro-belgrano.svg", "/favicon.svg", "/robots.txt"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"], path).toBe("DENY");
    // A file opened as a document (an SVG) may run nothing; scripts keep none, since a worker
    // script takes its response's policy as its own (the store map's worker).
    if (path === script) expect(headers["content-security-policy"], path).toBeUndefined();
    else expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
});

// Decision 058: the CSP lets only nonce'd <style> elements and configured frames in; the pages
// must still render without a single violation.
test("no page breaks the CSP", async ({ page, javaScriptEnabled }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ["/", "/fragancias", "/calendario-de-eventos", "/login"]) {
    await open(page, path, javaScriptEnabled);
    await expect(page.locator("main")).toBeVisible();
  }
  expect(violations).toEqual([]);
});
