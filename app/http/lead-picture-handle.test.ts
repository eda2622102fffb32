import { describe, expect, it } from "vitest";

import { carriedPictures, carriedPicturesOfMatches, leadImage } from "./lead-picture-handle";

describe("carried pictures named by route handles (decision 099)", () => {
  const listing = carriedPictures<{ files: string[] }>((data, lite) => (lite ? data.files.slice(0, 1) : data.files));

  it("are every matched route's, from its own data, lite mode passed on", () => {
    const matches = [
      { handle: leadImage(() => null), data: {} },
      { handle: listing, data: { files: ["/a-400.webp", "/b-400.webp"] } },
    ];
    expect(carriedPicturesOfMatches(matches, false)).toEqual(["/a-400.webp", "/b-400.webp"]);
    expect(carriedPicturesOfMatches(matches, true)).toEqual(["/a-400.webp"]);
  });

  it("are none for a route that threw (no data) or names none", () => {
    expect(carriedPicturesOfMatches([{ handle: listing }, { handle: { other: 1 }, data: {} }, {}], false)).toEqual([]);
  });
});
