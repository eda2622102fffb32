import type { Image, ResponsiveImage as Picture } from "../../content/primitives";
import { contentLeadPicture, mobileMedia, sizedContentPicture } from "../../domain/media/content-pictures";
import { pictureLoading } from "../ui/fetch-priority";
import { LeadPicture } from "../ui/LeadPicture";
import { useLiteMode } from "../ui/LiteMode";

/** A <source> takes the chosen picture as its set. */
const sourceOf = ({ src, srcSet, sizes }: { src: string; srcSet?: string; sizes?: string }) => ({
  srcSet: srcSet ?? src,
  ...(sizes ? { sizes } : {}),
});

type Props = {
  image: Picture;
  alt?: string;
  className?: string;
  /** The page's LCP image: loaded at once with high priority; every other image waits until near. */
  priority?: boolean;
  /** Overrides the stored size (banners may set their own). */
  size?: { width?: number; height?: number; widthMobile?: number; heightMobile?: number };
};

/**
 * A desktop image with its mobile variant; both carry their size so nothing shifts as they load, and
 * the narrower widths painted ahead (decision 080) so a phone fetches what it shows. In lite mode
 * (decision 079) the narrowest that covers a phone.
 */
export function ResponsiveImage({ image, alt, className, priority = false, size }: Props) {
  const lite = useLiteMode();
  // The widths painted ahead follow the stored size, which is the file's; `size` only changes the box.
  // The lead picture's preloads (decision 090) read the same sizing.
  const sized = (picture: Image) => sizedContentPicture(picture, lite);
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
  if (priority) {
    const lead = contentLeadPicture(image, lite);
    return (
      <LeadPicture
        lead={lead}
        alt={alt ?? desktop.alt}
        className={className}
        phone={mobile ?? desktop}
        desktop={desktop}
      />
    );
  }
  const img = (
    <img
      className={className}
      {...sized(image.desktop)}
      alt={alt ?? desktop.alt}
      width={desktop.width}
      height={desktop.height}
      {...pictureLoading(priority)}
    />
  );
  if (!mobile) return img;
  return (
    <picture>
      <source media={mobileMedia} {...sourceOf(sized(image.mobile!))} width={mobile.width} height={mobile.height} />
      {img}
    </picture>
  );
}
