// Decision 115: "the legal deadline (10 days from delivery) and days left".
import { describe, expect, it } from "vitest";

import { daysLeft, nextWithdrawalStatuses, withdrawalDeadline } from "./deadline";

describe("withdrawalDeadline", () => {
  it.each([
    ["10 days after delivery", "2026-11-01T15:00:00.000Z", "2026-11-11T15:00:00.000Z"],
    ["across a month's end", "2026-11-25T10:30:00.000Z", "2026-12-05T10:30:00.000Z"],
    ["not delivered yet", null, null],
    ["an unreadable date", "ayer", null],
  ])("%s", (_, deliveredAt, expected) => {
    expect(withdrawalDeadline(deliveredAt)?.toISOString() ?? null).toBe(expected);
  });
});

describe("daysLeft", () => {
  const deadline = new Date("2026-11-11T15:00:00.000Z");
  it.each([
    ["the day of delivery", "2026-11-01T15:00:00.000Z", 10],
    ["an hour after delivery", "2026-11-01T16:00:00.000Z", 10],
    ["a day before the end", "2026-11-10T15:00:00.000Z", 1],
    ["the last hours count as a day", "2026-11-11T09:00:00.000Z", 1],
    ["at the deadline", "2026-11-11T15:00:00.000Z", 0],
    ["past the deadline", "2026-11-20T00:00:00.000Z", 0],
  ])("%s", (_, now, expected) => {
    expect(daysLeft(deadline, new Date(now))).toBe(expected);
  });

  it("has no days left without a deadline", () => {
    expect(daysLeft(null, new Date())).toBeNull();
  });
});

describe("nextWithdrawalStatuses", () => {
  it.each([
    ["recibida", ["en-curso", "reembolsada", "rechazada"]],
    ["en-curso", ["reembolsada", "rechazada"]],
    ["reembolsada", []],
    ["rechazada", []],
  ] as const)("from %s", (status, expected) => {
    expect(nextWithdrawalStatuses(status)).toEqual(expected);
  });
});
