// Decisions 090 and 093: on a phone the lead picture is one file, the narrowest painted ahead that
// fills a 412 px phone's screen at its 1.75 ratio (lite mode: at 1×), so the document can carry it;
// wider screens get the desktop picture's set under spec §9's desktop media, preloaded.
import { describe, expect, it } from "vitest";

import { contentLeadPicture, leadPicturePreload, productLeadPicture } from "./content-pictures";

const slide = {
  desktop: { src: "/content/home/slide.webp", alt: "Fiestas", width: 1600, height: 500 },
  mobile: { src: "/content/home/slide-mobile.webp", alt: "Fiestas", width: 900, height: 600 },
};
const desktopSet = {
  src: "/content/home/slide.webp",
  srcSet:
    "/content/home/slide-480w.webp 480w, /content/home/slide-720w.webp 720w, /content/home/slide-960w.webp 960w, /content/home/slide.webp 1600w",
  sizes: "(max-width: 1600px) 100vw, 1600px",
};

describe("contentLeadPicture", () => {
  it.each([
    [
      "a mobile variant: the phone's file is the mobile art's 720 px copy, for 412 CSS px at 1.75",
      slide,
      false,
      { phoneFile: "/content/home/slide-mobile-720w.webp", desktop: desktopSet },
    ],
    [
      "lite mode: the narrowest copy that covers the phone at 1×, and the desktop's narrowest",
      slide,
      true,
      { phoneFile: "/content/home/slide-mobile-480w.webp", desktop: { src: "/content/home/slide-480w.webp" } },
    ],
    [
      "a desktop picture alone (a listing's banner): its 720 px copy fills the phone",
      { desktop: slide.desktop },
      false,
      { phoneFile: "/content/home/slide-720w.webp", desktop: desktopSet },
    ],
    [
      "a mobile art narrower than the phone's pixels: the art itself",
      { desktop: slide.desktop, mobile: { ...slide.mobile, width: 600 } },
      false,
      { phoneFile: "/content/home/slide-mobile.webp", desktop: desktopSet },
    ],
    [
      "a picture we did not size (a studio upload): its own file everywhere",
      { desktop: { src: "/media/uploads/banner.jpg", alt: "", width: 1200, height: 400 } },
      false,
      { phoneFile: "/media/uploads/banner.jpg", desktop: { src: "/media/uploads/banner.jpg" } },
    ],
  ])("%s", (_, image, lite, expected) => {
    expect(contentLeadPicture(image, lite)).toEqual(expected);
  });
});

describe("productLeadPicture", () => {
  const url = "/media/products/perfume-frente-ab1458.png";
  it("the gallery's first picture: 800 px on the phone, the gallery's set on wider screens", () => {
    expect(productLeadPicture(url, false)).toEqual({
      phoneFile: "/media/products/perfume-frente-ab1458-800.webp",
      desktop: {
        src: "/media/products/perfume-frente-ab1458-800.webp",
        srcSet:
          "/media/products/perfume-frente-ab1458-240.webp 240w, /media/products/perfume-frente-ab1458-400.webp 400w, /media/products/perfume-frente-ab1458-800.webp 800w",
        sizes: "(max-width: 767px) 100vw, 691px",
      },
    });
  });
  it("lite mode: one narrow copy for every screen", () => {
    expect(productLeadPicture(url, true)).toEqual({
      phoneFile: "/media/products/perfume-frente-ab1458-800.webp",
      desktop: { src: "/media/products/perfume-frente-ab1458-800.webp" },
    });
  });
});

describe("leadPicturePreload", () => {
  it("preloads only the desktop file, under the desktop media: a phone has its file in the document", () => {
    expect(leadPicturePreload(contentLeadPicture(slide, false))).toEqual({
      href: "/content/home/slide.webp",
      imageSrcSet: desktopSet.srcSet,
      imageSizes: desktopSet.sizes,
      media: "(min-width: 768px)",
    });
    expect(leadPicturePreload(contentLeadPicture(slide, true))).toEqual({
      href: "/content/home/slide-480w.webp",
      media: "(min-width: 768px)",
    });
  });
});
