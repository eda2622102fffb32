// Spec storefront-shell §2.9 "It can show a pickup-point filter button … A global pickup point has
// a name and address.street", on real local KV: the choice lives in the session, only a store that
// takes pickups is accepted (never a forged id), and it can be cleared; with and without JS.
import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";

import { Browser, form } from "./browser";

// The session cookie as the app signs it (vitest.config.ts sets SESSION_SECRET).
const storage = createCookieSessionStorage({ cookie: { name: "esencia", secrets: ["integration-secret"] } });
const pickupPointOf = async (browser: Browser) =>
  (await storage.getSession(`esencia=${browser.cookie("esencia")}`)).get("pickupPoint");

async function texts(html: string, selector: string): Promise<string[]> {
  const found: string[] = [];
  await new HTMLRewriter()
    .on(selector, {
      element: () => void found.push(""),
      text: (chunk) => void (found[found.length - 1] += chunk.text),
    })
    .transform(new Response(html))
    .arrayBuffer();
  return found.map((text) => text.replace(/\s+/g, " ").trim());
}
const barOf = async (browser: Browser, path = "/locales") =>
  texts(await (await browser.get(path)).text(), ".pickup-bar__choose");

describe("global pickup point", () => {
  it("is chosen without JS: a 303 back to the page, which shows 'Retiro en {name}, {street}'", async () => {
    const browser = new Browser();
    expect(await barOf(browser)).toEqual(["Elegí dónde retirar"]);
    const response = await browser.post(
      "/punto-de-retiro",
      form({ intent: "elegir", storeId: "1", redirectTo: "/locales?provincia=Córdoba" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/locales?provincia=C%C3%B3rdoba");
    expect(await pickupPointOf(browser)).toBe("1");
    expect(await barOf(browser)).toEqual(["Retiro en Esencia Alto Palermo, Av. Santa Fe 3253"]);
  });

  it.each([
    ["an id no store has (forged)", "999"],
    ["a store that is not available", "8"],
  ])("refuses %s: the form's page shows why, and the session keeps its choice", async (_, storeId) => {
    const browser = new Browser();
    await browser.post("/punto-de-retiro", form({ intent: "elegir", storeId: "2", redirectTo: "/" }));
    const response = await browser.post(
      "/punto-de-retiro",
      form({ intent: "elegir", storeId, redirectTo: "/locales" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/punto-de-retiro?redirectTo=%2Flocales");
    const page = await browser.follow(response);
    expect(await texts(page, ".pickup-page .field-error")).toEqual([
      "Esa tienda no está disponible para retiro. Elegí otra de la lista.",
    ]);
    expect(await pickupPointOf(browser)).toBe("2");
  });

  it("refuses a forged id from a fetcher too (400, nothing saved)", async () => {
    const browser = new Browser();
    const response = await browser.fetcherPost(
      "/punto-de-retiro",
      form({ intent: "elegir", storeId: "1' OR '1'='1", redirectTo: "/" }),
    );
    expect(response.status).toBe(400);
    expect(await barOf(browser)).toEqual(["Elegí dónde retirar"]);
  });

  it("asks for a store when none is chosen", async () => {
    const browser = new Browser();
    const page = await browser.follow(
      await browser.post("/punto-de-retiro", form({ intent: "elegir", redirectTo: "/" })),
    );
    expect(await texts(page, ".pickup-page .field-error")).toEqual(["Elegí una tienda para retirar."]);
  });

  it("is cleared by the bar's 'Quitar'", async () => {
    const browser = new Browser();
    await browser.fetcherPost("/punto-de-retiro", form({ intent: "elegir", storeId: "5", redirectTo: "/" }));
    expect(await barOf(browser)).toEqual(["Retiro en Esencia Patio Olmos, Av. Vélez Sarsfield 361"]);
    const response = await browser.post("/punto-de-retiro", form({ intent: "quitar", redirectTo: "/locales" }));
    expect(response.headers.get("Location")).toBe("/locales");
    expect(await pickupPointOf(browser)).toBeUndefined();
    expect(await barOf(browser)).toEqual(["Elegí dónde retirar"]);
  });

  it("lists the stores that take pickups on its own page, with name and street", async () => {
    const page = await (await new Browser().get("/punto-de-retiro?redirectTo=/")).text();
    const points = await texts(page, ".pickup-page .pickup-form__point strong");
    expect(points).toContain("Esencia Alto Palermo");
    expect(points).not.toContain("Esencia Mar del Plata");
    expect(await texts(page, ".pickup-page .pickup-form__point > span > span")).toContain("Av. Santa Fe 3253, Palermo");
  });
});
