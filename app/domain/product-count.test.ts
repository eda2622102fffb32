// Spec storefront-shell §2.13 "Result count text '{n} productos'"; issue "Small: '1 productos'".
import { expect, it } from "vitest";

import { productCount } from "./product-count";

it.each([
  [0, "0 productos"],
  [1, "1 producto"],
  [2, "2 productos"],
  [1234, "1.234 productos"],
])("%i → %s", (count, expected) => expect(productCount(count)).toBe(expected));
