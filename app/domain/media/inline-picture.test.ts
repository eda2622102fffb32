// Decision 093: the document carries a small lead picture (and the logo) as a `data:` URL; a larger
// one stays a file of its own.
import { describe, expect, it } from "vitest";

import { inlinePictureBudget, inlinePictureUrl } from "./inline-picture";

describe("inlinePictureUrl", () => {
  it.each([
    [
      "a small WebP: base64 under its type",
      new Uint8Array([82, 73, 70, 70]),
      "image/webp",
      "data:image/webp;base64,UklGRg==",
    ],
    ["empty: not a picture", new Uint8Array(), "image/webp", null],
    ["exactly the budget: carried", new Uint8Array(inlinePictureBudget), "image/png", "budget"],
    ["one byte over the budget: a file of its own", new Uint8Array(inlinePictureBudget + 1), "image/png", null],
  ])("%s", (_, bytes, type, expected) => {
    const url = inlinePictureUrl(bytes, type);
    if (expected === "budget") {
      expect(url?.startsWith("data:image/png;base64,AAAA")).toBe(true);
      expect(atob(url!.split(",")[1]!).length).toBe(inlinePictureBudget);
    } else expect(url).toBe(expected);
  });

  it("keeps every byte of a picture longer than one slice", () => {
    const bytes = Uint8Array.from({ length: 10_000 }, (_, index) => (index * 7) % 256);
    const decoded = atob(inlinePictureUrl(bytes, "image/webp")!.split(",")[1]!);
    expect(Uint8Array.from(decoded, (char) => char.charCodeAt(0))).toEqual(bytes);
  });
});
