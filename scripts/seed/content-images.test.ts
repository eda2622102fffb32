// Storefront-shell §2.16 "Brand logos block" and §9 (logos 170×50 desktop, 140×42 mobile): a seeded
// brand logo shows the brand's whole name, inside its picture.
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { contentImages, logoMargin } from "./content-images.mjs";

const logos = Object.entries(contentImages).filter(([path]) => path.startsWith("content/brands/"));

describe("the seeded brand logos", () => {
  it("are all there", () => {
    expect(logos.length).toBe(20);
  });

  it.each(logos)("%s paints the whole name, clear of the picture's edges", async (_, source) => {
    const width = Number(/width="(\d+)"/.exec(source)![1]);
    // The picture as the painter sees it, trimmed to its ink (the white around the name goes).
    const { info } = await sharp(Buffer.from(source)).trim().toBuffer({ resolveWithObject: true });
    const left = -(info.trimOffsetLeft ?? 0);
    const right = width - left - info.width;
    expect(left, "room on the left").toBeGreaterThanOrEqual(Math.floor(width * logoMargin) - 2);
    expect(right, "room on the right").toBeGreaterThanOrEqual(Math.floor(width * logoMargin) - 2);
  });
});
