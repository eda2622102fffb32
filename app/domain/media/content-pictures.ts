import type { Image, ResponsiveImage as Picture } from "../../content/primitives";
import { contentSizes, productGallerySizes, sizedPicture, type SizedPicture } from "./sized-pictures";

/** The phone this store is measured on (Lighthouse's Moto G): lite mode's pictures cover it at 1×. */
const phoneWidth = 412;

/** Spec §9 "Banners: mobile at max-width 767px". */
export const mobileMedia = "(max-width: 767px)";
/** Every wider screen: where a <picture>'s desktop image shows. */
const desktopMedia = "(min-width: 768px)";

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

const preloadOf = ({ src, srcSet, sizes }: SizedPicture, media?: string): ImagePreload => ({
  href: src,
  ...(srcSet ? { imageSrcSet: srcSet, ...(sizes ? { imageSizes: sizes } : {}) } : {}),
  ...(media ? { media } : {}),
});

/**
 * The preloads that fetch what ResponsiveImage's <picture> shows and nothing more: with a mobile
 * variant, each source under its own media query, so a phone never fetches the desktop file too.
 */
export function contentPicturePreloads(image: Picture, lite: boolean): ImagePreload[] {
  const desktop = sizedContentPicture(image.desktop, lite);
  if (!image.mobile) return [preloadOf(desktop)];
  return [preloadOf(sizedContentPicture(image.mobile, lite), mobileMedia), preloadOf(desktop, desktopMedia)];
}

/** The PDP gallery's first picture, as the gallery's <img> picks it. */
export const productGalleryPreload = (url: string): ImagePreload =>
  preloadOf(sizedPicture(url, { sizes: productGallerySizes }));
