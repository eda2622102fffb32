// The Worker log keeps faults, not the router's own 4xx answers to hostile or mistaken requests.
import { describe, expect, it } from "vitest";

import { isFaultWorthLogging } from "./error-log";

const request = new Request("https://esencia.test/fragancias", { method: "POST" });

/** The router's own refusal, as Remix hands it to handleError: an ErrorResponse wrapping an Error. */
function routerRefusal(status: number) {
  return { status, statusText: "", internal: true, data: "Error: no action", error: new Error("no action") };
}

describe("isFaultWorthLogging (and isRefusal, the root error page's rule)", () => {
  it.each([
    ["a POST to a page without an action (405)", routerRefusal(405), false],
    ["an address no route matches (404)", routerRefusal(404), false],
    ["a loader's own 500 response", routerRefusal(500), true],
    ["a thrown Error", new Error("D1 no responde"), true],
    ["a thrown string", "falló", true],
  ])("%s → %s", (_, error, logged) => {
    expect(isFaultWorthLogging(error, request)).toBe(logged);
  });

  it("a request the shopper abandoned is not a fault", () => {
    const controller = new AbortController();
    controller.abort();
    expect(isFaultWorthLogging(new Error("x"), new Request(request, { signal: controller.signal }))).toBe(false);
  });
});
