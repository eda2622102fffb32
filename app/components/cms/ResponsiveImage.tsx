import type { Image, ResponsiveImage as Picture } from "../../content/primitives";
import { highFetchPriority } from "../ui/fetch-priority";

/** Spec §9 "Banners: mobile at max-width 767px". */
export const mobileMedia = "(max-width: 767px)";

type Props = {
  image: Picture;
  alt?: string;
  className?: string;
  /** The page's LCP image: loaded at once with high priority; every other image waits until near. */
  priority?: boolean;
  /** Overrides the stored size (banners may set their own). */
  size?: { width?: number; height?: number; widthMobile?: number; heightMobile?: number };
};

/** A desktop image with its mobile variant; both carry their size so nothing shifts as they load. */
export function ResponsiveImage({ image, alt, className, priority = false, size }: Props) {
  const desktop = {
    ...image.desktop,
    width: size?.width ?? image.desktop.width,
    height: size?.height ?? image.desktop.height,
  };
  const mobile: Image | undefined = image.mobile && {
    ...image.mobile,
    width: size?.widthMobile ?? image.mobile.width,
    height: size?.heightMobile ?? image.mobile.height,
  };
  const img = (
    <img
      className={className}
      src={desktop.src}
      alt={alt ?? desktop.alt}
      width={desktop.width}
      height={desktop.height}
      decoding="async"
      {...(priority ? highFetchPriority : { loading: "lazy" as const })}
    />
  );
  if (!mobile) return img;
  return (
    <picture>
      <source media={mobileMedia} srcSet={mobile.src} width={mobile.width} height={mobile.height} />
      {img}
    </picture>
  );
}
