// Decision 118: a request's X-Esencia-Reloj fixes the present only where E2E_CLOCK is 'on'; such a
// request bypasses the page cache (decision 126), so a test sees the page rendered for its moment.
import { describe, expect, it } from "vitest";

import { clockHeader, hasFixedClock } from "./clock.server";

const request = (header?: string) =>
  new Request("https://esencia.test/", { headers: header ? { [clockHeader]: header } : {} });

describe("hasFixedClock", () => {
  it.each([
    ["a test's fixed instant", "on", "2026-12-02T12:00:00-03:00", true],
    ["no header", "on", undefined, false],
    ["a header that is no instant", "on", "jueves", false],
    ["a deployed Worker ignores the header", undefined, "2026-12-02T12:00:00-03:00", false],
  ])("%s → %s", (_case, E2E_CLOCK, header, fixed) => {
    expect(hasFixedClock({ E2E_CLOCK }, request(header))).toBe(fixed);
  });
});
