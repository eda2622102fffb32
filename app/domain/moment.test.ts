// The studio shows moments in Buenos Aires time, day first ("26/11/2026, 14:30"), the same on the
// server and in every browser, so its pages hydrate as they were rendered.
import { describe, expect, it } from "vitest";

import { shownTime } from "./moment";

describe("shownTime", () => {
  it.each<[string, number | null, string]>([
    ["an afternoon", Date.parse("2026-11-26T17:30:00Z"), "26/11/2026, 14:30"],
    ["a morning, with its leading zero", Date.parse("2026-11-28T11:38:00Z"), "28/11/2026, 08:38"],
    [
      "past midnight UTC is still the day before in Buenos Aires",
      Date.parse("2026-12-01T02:05:00Z"),
      "30/11/2026, 23:05",
    ],
    ["no moment", null, "—"],
    ["a version published before the studio", 0, "—"],
  ])("%s", (_, ms, expected) => expect(shownTime(ms)).toBe(expected));
});
