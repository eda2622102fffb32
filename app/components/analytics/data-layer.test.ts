// Spec storefront-shell §7 "Analytics events: search {search_term}; … view_promotion and
// select_promotion, skipped when analyticsToggle is 'off'."
import { expect, it } from "vitest";

import { shouldSend } from "./data-layer";

it.each([
  ["search", "on", true],
  ["search", "off", true],
  ["select_item", "off", true],
  ["view_promotion", "on", true],
  ["view_promotion", "off", false],
  ["select_promotion", "off", false],
] as const)("%s with analyticsToggle %s → %s", (event, toggle, expected) => {
  expect(shouldSend(event, toggle)).toBe(expected);
});
