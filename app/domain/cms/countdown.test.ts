// Spec storefront-shell §4.4 "Countdown: ticks every second; once the target time has passed it
// renders nothing." §9 "Countdown: Default target now + 2 days; ring radius 67; size 150."
import { describe, expect, it } from "vitest";

import { countdownParts, countdownTarget, ringShare } from "./countdown";

const now = Date.parse("2026-11-22T12:00:00-03:00");

describe("countdownTarget", () => {
  it.each([
    ["the editor's date", "2026-12-24T00:00:00-03:00", Date.parse("2026-12-24T00:00:00-03:00")],
    ["no date: now + 2 days", undefined, now + 2 * 86_400_000],
    ["not a date: now + 2 days", "pronto", now + 2 * 86_400_000],
  ] as const)("%s", (_, targetDate, expected) => {
    expect(countdownTarget(targetDate, now)).toBe(expected);
  });
});

describe("countdownParts", () => {
  it.each([
    [
      "days, hours, minutes and seconds",
      now + ((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000,
      { days: 1, hours: 2, minutes: 3, seconds: 4 },
    ],
    ["one second left", now + 1000, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ["less than a second left is over", now + 999, null],
    ["exactly now is over", now, null],
    ["passed renders nothing", now - 60_000, null],
  ] as const)("%s", (_, target, expected) => {
    expect(countdownParts(target, now)).toEqual(expected);
  });
});

describe("ringShare", () => {
  it.each([
    ["seconds of a minute", "seconds", 0.5],
    ["hours of a day", "hours", 0.5],
    ["days beyond a month stay full", "days", 1],
  ] as const)("%s", (_, unit, expected) => {
    expect(ringShare(unit, { days: 45, hours: 12, minutes: 30, seconds: 30 })).toBe(expected);
  });
});
