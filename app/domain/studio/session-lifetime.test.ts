// Decision 072: "Studio sessions are short, revocable and separate from shopping" (issue, "Who and
// how they sign in"): 8 hours from sign-in at most, 30 minutes idle, ended at once on revocation.
import { describe, expect, it } from "vitest";

import { studioSessionEndsAt, studioSessionIsLive, studioSessionLimits } from "./session-lifetime";

const now = 1_800_000_000;
const live = { expiresAt: now + 60, lastSeenAt: now - 60, endedAt: null, staffDisabledAt: null };

describe("studioSessionEndsAt", () => {
  it("ends 8 hours after sign-in", () => expect(studioSessionEndsAt(now)).toBe(now + 8 * 3600));
  it("idles out after 30 minutes", () => expect(studioSessionLimits.idleSeconds).toBe(30 * 60));
});

describe("studioSessionIsLive", () => {
  it.each([
    ["used a minute ago, before its end", live, true],
    ["idle 29 min 59 s", { ...live, lastSeenAt: now - 30 * 60 + 1 }, true],
    ["idle 30 minutes", { ...live, lastSeenAt: now - 30 * 60 }, false],
    ["at its absolute end", { ...live, expiresAt: now }, false],
    ["past its absolute end, though used just now", { ...live, expiresAt: now - 1, lastSeenAt: now }, false],
    ["signed out", { ...live, endedAt: now - 5 }, false],
    ["staff member disabled", { ...live, staffDisabledAt: now - 5 }, false],
  ])("%s → %s", (_, session, expected) => expect(studioSessionIsLive(session, now)).toBe(expected));
});
