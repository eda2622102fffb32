// Decision 026: an arrepentimiento request is stored in D1 and shows an identification code at once.
import { describe, expect, it } from "vitest";

import { normaliseWithdrawalCode, withdrawalCode } from "./code";

describe("withdrawalCode", () => {
  it.each([
    ["zeros", [0, 0, 0, 0, 0, 0, 0, 0], "ARR-00000000"],
    ["each byte modulo 32", [31, 32, 33, 255, 10, 17, 18, 30], "ARR-Z01ZAHJY"],
    ["extra bytes are ignored", [1, 2, 3, 4, 5, 6, 7, 8, 9], "ARR-12345678"],
  ])("%s", (_, bytes, expected) => {
    expect(withdrawalCode(Uint8Array.from(bytes))).toBe(expected);
  });

  it("never uses I, L, O or U, whatever the bytes", () => {
    for (let start = 0; start < 256; start += 8) {
      const code = withdrawalCode(Uint8Array.from({ length: 8 }, (_, index) => start + index));
      expect(code.slice(4)).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    }
  });

  it("refuses too few random bytes", () => {
    expect(() => withdrawalCode(new Uint8Array(4))).toThrow();
  });
});

describe("normaliseWithdrawalCode", () => {
  it.each([
    ["as shown", "ARR-7K3M9QXD", "ARR-7K3M9QXD"],
    ["lower case with spaces", "arr 7k3m 9qxd", "ARR-7K3M9QXD"],
    ["without the prefix", "7K3M-9QXD", "ARR-7K3M9QXD"],
    ["O read as zero, I and L as one", "ARR-O0IL9QXD", "ARR-00119QXD"],
    ["too short", "ARR-7K3M", null],
    ["U is not in the alphabet", "ARR-UUUUUUUU", null],
  ])("%s", (_, input, expected) => {
    expect(normaliseWithdrawalCode(input)).toBe(expected);
  });
});
