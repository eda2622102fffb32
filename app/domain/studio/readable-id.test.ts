// Decision 125: a promotion's id is "readable in the audit log, never two alike"; decision 129 gives
// price lists the same ids.
import { describe, expect, it } from "vitest";

import { readableIdOf } from "./readable-id";

const fixed = (bytes: Uint8Array) => bytes.fill(7);

describe("readableIdOf", () => {
  it.each([
    ["Hot Sale 2031", "lista", /^hot-sale-2031-[a-z0-9]{5}$/],
    ["Test 20% labiales", "promocion", /^test-20-labiales-[a-z0-9]{5}$/],
    ["¡Días de Perfumería!", "lista", /^dias-de-perfumeria-[a-z0-9]{5}$/],
    ["%%%", "promocion", /^promocion-[a-z0-9]{5}$/],
  ])("'%s' reads %s", (name, fallback, pattern) => expect(readableIdOf(name, fallback, fixed)).toMatch(pattern));

  it("keeps the name's part to 60 characters", () =>
    expect(readableIdOf("a ".repeat(80), "lista", fixed).length).toBeLessThanOrEqual(66));

  it("gives two lists of one name two ids", () =>
    expect(readableIdOf("Cyber Monday", "lista")).not.toBe(readableIdOf("Cyber Monday", "lista")));
});
