import type { Image, ResponsiveImage as Picture } from "../../content/primitives";
import { contentSizes, productGallerySizes, sizedPicture, type SizedPicture } from "./sized-pictures";

/** The phone this store is measured on (Lighthouse's Moto G): lite mode's pictures cover it at 1×. */
const phoneWidth = 412;

/** Spec §9 "Banners: mobile at max-width 767px". */
export const mobileMedia = "(max-width: 767px)";
/** Every wider screen: where a <picture>'s desktop image shows. */
export const desktopMedia = "(min-width: 768px)";

/** A content picture at the widths painted ahead (decision 080); in lite mode the narrowest that covers a phone (079). */
export const sizedContentPicture = (picture: Image, lite: boolean): SizedPicture =>
  sizedPicture(picture.src, {
    intrinsicWidth: picture.width,
    sizes: contentSizes(picture.width),
    smallest: lite,
    minWidth: phoneWidth,
  });

/** What a `<link rel="preload" as="image">` carries. */
export type ImagePreload = { href: string; imageSrcSet?: string; imageSizes?: string; media?: string };

/**
 * That phone's screen in device pixels: 412 CSS px at the Moto G's ratio of 1.75 is 721; the content
 * painter's 720 px copy (decision 093) counts as filling it.
 */
const phoneDevicePixels = 720;

/**
 * A page's lead picture, as the page sends it (decision 093). On a phone one file, with no set, so
 * the server can put that very file inside the document: the narrowest painted ahead that fills the
 * phone's screen (in lite mode at 1×, decision 079). On wider screens the desktop picture's set
 * under its media, preloaded first thing in <head> (decision 090).
 */
export type LeadPicture = { phoneFile: string; desktop: SizedPicture };

export function contentLeadPicture(image: Picture, lite: boolean): LeadPicture {
  const onPhone = image.mobile ?? image.desktop;
  return {
    phoneFile: sizedPicture(onPhone.src, {
      intrinsicWidth: onPhone.width,
      smallest: true,
      minWidth: lite ? phoneWidth : phoneDevicePixels,
    }).src,
    desktop: sizedContentPicture(image.desktop, lite),
  };
}

/** The PDP gallery's first picture: the same widths and sizes as every picture of the gallery. */
export const productLeadPicture = (url: string, lite: boolean): LeadPicture => ({
  phoneFile: sizedPicture(url, { smallest: true, minWidth: lite ? phoneWidth : phoneDevicePixels }).src,
  desktop: sizedPicture(url, { sizes: productGallerySizes, smallest: lite, minWidth: phoneWidth }),
});

/** The one preload a lead picture needs: the desktop file, only where the desktop source shows. */
export const leadPicturePreload = ({ desktop: { src, srcSet, sizes } }: LeadPicture): ImagePreload => ({
  href: src,
  ...(srcSet ? { imageSrcSet: srcSet, ...(sizes ? { imageSizes: sizes } : {}) } : {}),
  media: desktopMedia,
});
