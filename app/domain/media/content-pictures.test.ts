// Decision 090: the lead picture is preloaded exactly as the page's <picture> picks it (decision 080's
// widths, lite mode's narrow copy of decision 079), the mobile source under spec §9's "mobile at
// max-width 767px".
import { describe, expect, it } from "vitest";

import { contentPicturePreloads, productGalleryPreload } from "./content-pictures";

const slide = {
  desktop: { src: "/content/home/slide.webp", alt: "Fiestas", width: 1600, height: 500 },
  mobile: { src: "/content/home/slide-mobile.webp", alt: "Fiestas", width: 900, height: 600 },
};

describe("contentPicturePreloads", () => {
  it.each([
    [
      "desktop and mobile: each source under its own media, so a phone fetches one file",
      slide,
      false,
      [
        {
          href: "/content/home/slide-mobile.webp",
          imageSrcSet: "/content/home/slide-mobile-480w.webp 480w, /content/home/slide-mobile.webp 900w",
          imageSizes: "(max-width: 900px) 100vw, 900px",
          media: "(max-width: 767px)",
        },
        {
          href: "/content/home/slide.webp",
          imageSrcSet:
            "/content/home/slide-480w.webp 480w, /content/home/slide-960w.webp 960w, /content/home/slide.webp 1600w",
          imageSizes: "(max-width: 1600px) 100vw, 1600px",
          media: "(min-width: 768px)",
        },
      ],
    ],
    [
      "lite mode: the narrowest copy that covers a phone, no set",
      slide,
      true,
      [
        { href: "/content/home/slide-mobile-480w.webp", media: "(max-width: 767px)" },
        { href: "/content/home/slide-480w.webp", media: "(min-width: 768px)" },
      ],
    ],
    [
      "a desktop picture alone (a listing's banner): one preload, every screen",
      { desktop: slide.desktop },
      false,
      [
        {
          href: "/content/home/slide.webp",
          imageSrcSet:
            "/content/home/slide-480w.webp 480w, /content/home/slide-960w.webp 960w, /content/home/slide.webp 1600w",
          imageSizes: "(max-width: 1600px) 100vw, 1600px",
        },
      ],
    ],
    [
      "a picture we did not size (a studio upload): its own file",
      { desktop: { src: "/media/uploads/banner.jpg", alt: "", width: 1200, height: 400 } },
      false,
      [{ href: "/media/uploads/banner.jpg" }],
    ],
  ])("%s", (_, image, lite, expected) => {
    expect(contentPicturePreloads(image, lite)).toEqual(expected);
  });
});

describe("productGalleryPreload", () => {
  it("the gallery's first picture with the gallery's widths and sizes", () => {
    expect(productGalleryPreload("/media/products/perfume-frente-ab1458.png")).toEqual({
      href: "/media/products/perfume-frente-ab1458-800.webp",
      imageSrcSet:
        "/media/products/perfume-frente-ab1458-240.webp 240w, /media/products/perfume-frente-ab1458-400.webp 400w, /media/products/perfume-frente-ab1458-800.webp 800w",
      imageSizes: "(max-width: 767px) 100vw, 691px",
    });
  });
});
