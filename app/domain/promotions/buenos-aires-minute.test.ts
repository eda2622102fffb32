// "start and end as Buenos Aires date+time inputs ('datetime-local' interpreted in
// America/Argentina/Buenos_Aires; UTC−3, no DST)".
import { describe, expect, it } from "vitest";

import { buenosAiresMinuteOf, instantOfBuenosAiresMinute } from "./buenos-aires-minute";

describe("a Buenos Aires minute as an instant", () => {
  it.each([
    ["2026-12-10T09:30", "2026-12-10T12:30:00.000Z"],
    ["2026-12-31T22:15", "2027-01-01T01:15:00.000Z"],
    ["2027-01-01T00:00", "2027-01-01T03:00:00.000Z"],
    // Winter and summer alike: Argentina has no daylight saving.
    ["2027-07-15T12:00", "2027-07-15T15:00:00.000Z"],
    ["2028-02-29T10:00", "2028-02-29T13:00:00.000Z"],
    // Seconds, when a browser sends them, are dropped: the studio schedules minutes.
    ["2026-12-10T09:30:00", "2026-12-10T12:30:00.000Z"],
    ["2026-12-10T09:30:45.500", "2026-12-10T12:30:00.000Z"],
  ])("%s → %s", (local, instant) => {
    expect(instantOfBuenosAiresMinute(local)).toBe(instant);
  });

  it.each([
    "",
    "2026-11-31T10:00",
    "2027-02-29T10:00",
    "2026-13-01T10:00",
    "2026-12-10T24:00",
    "2026-12-10 09:30",
    "10/12/2026 09:30",
    "2026-12-10T09:60",
    "2026-12-10",
  ])("%j is no minute", (local) => {
    expect(instantOfBuenosAiresMinute(local)).toBeNull();
  });
});

describe("an instant as a Buenos Aires minute", () => {
  it.each([
    ["2026-12-10T12:30:00.000Z", "2026-12-10T09:30"],
    ["2027-01-01T01:15:00.000Z", "2026-12-31T22:15"],
    ["2026-12-01T03:00:00.000Z", "2026-12-01T00:00"],
    ["2026-12-10T12:30:59.999Z", "2026-12-10T09:30"],
  ])("%s → %s", (instant, local) => {
    expect(buenosAiresMinuteOf(instant)).toBe(local);
  });

  it("round-trips", () => {
    for (const local of ["2026-01-01T00:00", "2026-06-30T23:59", "2027-03-10T10:00"])
      expect(buenosAiresMinuteOf(instantOfBuenosAiresMinute(local)!)).toBe(local);
  });
});
