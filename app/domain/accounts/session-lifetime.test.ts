// Decision 056 "Revocable sessions": an absolute lifetime inside the signed value, a week signed
// in and 30 days for a guest, never extended by use.
import { describe, expect, it } from "vitest";

import { sessionEndsAt, sessionIsOver } from "./session-lifetime";

const now = 1_800_000_000;

describe("sessionEndsAt", () => {
  it.each([
    ["signedIn", now + 7 * 86_400],
    ["guest", now + 30 * 86_400],
  ] as const)("%s → %i", (kind, expected) => expect(sessionEndsAt(kind, now)).toBe(expected));
});

describe("sessionIsOver", () => {
  it.each([
    ["a second before its end", now + 1, false],
    ["at its end", now, true],
    ["past its end", now - 1, true],
    ["no end in the value (a cookie from before lifetimes)", undefined, true],
    ["an end that is not a number", "1900000000", true],
    ["an end that is not finite", Number.POSITIVE_INFINITY, true],
  ])("%s", (_, endsAt, over) => expect(sessionIsOver(endsAt, now)).toBe(over));
});
