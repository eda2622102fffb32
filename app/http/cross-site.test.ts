// Cross-site request forgery: an Origin / Sec-Fetch-Site check answers 403
// to cross-site POSTs.
import { expect, it } from "vitest";

import { isCrossSiteMutation } from "./cross-site";

const post = (headers: Record<string, string>, method = "POST") =>
  new Request("http://localhost:8787/newsletter", { method, headers });

it.each([
  ["same-origin fetch", post({ "Sec-Fetch-Site": "same-origin" }), false],
  ["typed-in navigation", post({ "Sec-Fetch-Site": "none" }), false],
  ["cross-site form", post({ "Sec-Fetch-Site": "cross-site" }), true],
  ["same-site sibling", post({ "Sec-Fetch-Site": "same-site" }), true],
  ["old browser, same Origin", post({ Origin: "http://localhost:8787" }), false],
  ["old browser, foreign Origin", post({ Origin: "https://evil.example" }), true],
  ["no browser headers", post({}), false],
  ["GET is never a mutation", post({ "Sec-Fetch-Site": "cross-site" }, "GET"), false],
])("%s", (_, request, expected) => {
  expect(isCrossSiteMutation(request)).toBe(expected);
});
