// Decision 080: pictures sized for the screen, made ahead at fixed widths; lite mode (079) takes
// the smallest that covers the slot.
import { describe, expect, it } from "vitest";

import {
  acceptsAvif,
  avifSiblingOf,
  contentVariantPath,
  productPictureFiles,
  productVariantKey,
  sizedPicture,
} from "./sized-pictures";

describe("sizedPicture", () => {
  it.each([
    [
      "a seeded product picture gets its WebP widths",
      "/media/products/perfume-frente-ab1458.png",
      {},
      {
        src: "/media/products/perfume-frente-ab1458-800.webp",
        srcSet:
          "/media/products/perfume-frente-ab1458-240.webp 240w, /media/products/perfume-frente-ab1458-400.webp 400w, /media/products/perfume-frente-ab1458-800.webp 800w",
      },
    ],
    [
      "lite mode: the smallest that covers a 180 px card, no set to choose from",
      "/media/products/perfume-frente-ab1458.png",
      { smallest: true, minWidth: 180, sizes: "50vw" },
      { src: "/media/products/perfume-frente-ab1458-240.webp" },
    ],
    [
      "lite mode: a 412 px gallery gets 800",
      "/media/products/jar-detalle-00ff00.png",
      { smallest: true, minWidth: 412 },
      { src: "/media/products/jar-detalle-00ff00-800.webp" },
    ],
    [
      "a content banner wider than a phone, with its sizes",
      "/content/home/hero.webp",
      { intrinsicWidth: 1600, sizes: "100vw" },
      {
        src: "/content/home/hero.webp",
        srcSet:
          "/content/home/hero-480w.webp 480w, /content/home/hero-720w.webp 720w, /content/home/hero-960w.webp 960w, /content/home/hero.webp 1600w",
        sizes: "100vw",
      },
    ],
    [
      "a mobile banner 750 wide has two smaller widths",
      "/content/home/hero-mobile.webp",
      { intrinsicWidth: 750 },
      {
        src: "/content/home/hero-mobile.webp",
        srcSet:
          "/content/home/hero-mobile-480w.webp 480w, /content/home/hero-mobile-720w.webp 720w, /content/home/hero-mobile.webp 750w",
      },
    ],
    [
      "a small content picture stays as it is",
      "/content/brands/dior.webp",
      { intrinsicWidth: 170 },
      { src: "/content/brands/dior.webp" },
    ],
    ["a studio upload is not sized", "/media/uploads/ab12.webp", {}, { src: "/media/uploads/ab12.webp" }],
    ["a picture elsewhere is not sized", "https://cdn.example/x.png", {}, { src: "https://cdn.example/x.png" }],
  ])("%s", (_, src, options, expected) => {
    expect(sizedPicture(src, options)).toEqual(expected);
  });
});

it("a product picture is stored as the seed and the studio both encode it: the PNG and each WebP width", () => {
  expect(productPictureFiles("products/studio/ab12.png")).toEqual([
    { key: "products/studio/ab12.png", width: 800, format: "image/png" },
    { key: "products/studio/ab12-240.webp", width: 240, format: "image/webp", quality: 60 },
    { key: "products/studio/ab12-400.webp", width: 400, format: "image/webp", quality: 60 },
    { key: "products/studio/ab12-800.webp", width: 800, format: "image/webp", quality: 60 },
  ]);
  // What sizedPicture lists for the PNG is exactly what was stored.
  const srcSet = sizedPicture("/media/products/studio/ab12.png").srcSet!;
  for (const { key, format } of productPictureFiles("products/studio/ab12.png")) {
    if (format === "image/webp") expect(srcSet).toContain(`/media/${key} `);
  }
});

it("the seed and the painter write the names the pages ask for", () => {
  expect(productVariantKey("products/tube-frente-112233.png", 400)).toBe("products/tube-frente-112233-400.webp");
  expect(contentVariantPath("/content/home/hero.webp", 480)).toBe("/content/home/hero-480w.webp");
});

describe("AVIF copies (decision 101)", () => {
  it.each([
    [
      "a content picture",
      "/content/home/slide-fiestas-mobile-720w.webp",
      "/content/home/slide-fiestas-mobile-720w.avif",
    ],
    ["the brand's logo", "/brand/esencia-logo.webp", "/brand/esencia-logo.avif"],
    ["an uploaded picture (no painter makes its copies)", "/media/uploads/banner-1.webp", null],
    ["a product picture", "/media/products/perfume-frente-ab1458-400.webp", null],
    ["a picture on another host", "https://cdn.example/a.webp", null],
    ["an SVG", "/content/data-fiscal.svg", null],
  ])("%s: %s", (_, file, sibling) => {
    expect(avifSiblingOf(file)).toBe(sibling);
  });

  it.each([
    [
      "chromium's navigation",
      "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8",
      true,
    ],
    [
      "Firefox's navigation",
      "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
      true,
    ],
    ["a browser that names only WebP", "text/html,application/xhtml+xml,image/webp,*/*;q=0.8", false],
    ["anything", "*/*", false],
    ["no header", null, false],
  ])("%s accepts AVIF: %s", (_, accept, accepted) => {
    expect(acceptsAvif(accept)).toBe(accepted);
  });
});
