// "generate a batch: N random codes (prefix + random, unambiguous alphabet, crypto.getRandomValues)".
import { describe, expect, it } from "vitest";

import { couponCodePattern } from "./coupon";
import { batchPrefixOf, isBatchPrefix, randomCodes, randomLength, unambiguousAlphabet } from "./coupon-batch";

const crypto = (bytes: Uint8Array) => globalThis.crypto.getRandomValues(bytes);

describe("a batch of coupon codes", () => {
  it("gives N distinct codes, prefix and eight characters without look-alikes, each a valid code", () => {
    const codes = randomCodes("VERANO-", 1000, crypto);
    expect(codes).toHaveLength(1000);
    expect(new Set(codes).size).toBe(1000);
    for (const code of codes) {
      expect(code).toMatch(new RegExp(`^VERANO-[${unambiguousAlphabet}]{${randomLength}}$`));
      expect(code).toMatch(couponCodePattern);
    }
    expect(unambiguousAlphabet).not.toMatch(/[01OIL]/);
  });

  it("skips codes it is told exist, and a repeated draw", () => {
    // A generator that repeats itself: the second code equals the first, then it moves on.
    let calls = 0;
    const repeating = (bytes: Uint8Array) => bytes.fill(calls++ < 2 ? 0 : 1);
    expect(randomCodes("", 2, repeating, new Set())).toEqual(["AAAAAAAA", "BBBBBBBB"]);
    calls = 0;
    expect(randomCodes("X-", 1, repeating, new Set(["X-AAAAAAAA"]))).toEqual(["X-BBBBBBBB"]);
  });

  it("never uses the bytes that would bias the alphabet", () => {
    // 248 = 8 × 31: bytes 248–255 are dropped.
    let calls = 0;
    const high = (bytes: Uint8Array) => bytes.fill(calls++ === 0 ? 255 : 30);
    expect(randomCodes("", 1, high)).toEqual(["99999999"]);
  });
});

describe("a batch's prefix", () => {
  it.each([
    ["verano", "VERANO-"],
    ["Día Madre-", "DIAMADRE-"],
    ["", ""],
  ])("%j → %j", (typed, prefix) => {
    expect(batchPrefixOf(typed)).toBe(prefix);
  });

  it.each([
    ["VERANO-", true],
    ["", true],
    ["A".repeat(31) + "-", true],
    ["A".repeat(32) + "-", false],
    ["VER_ANO-", false],
  ])("%j fits: %s", (prefix, fits) => {
    expect(isBatchPrefix(prefix)).toBe(fits);
  });
});
