import { bannerDimension } from "../../../domain/cms/presentation";
import type { SectionModelOf } from "../../../domain/cms/section-models";
import { CmsLink } from "../CmsLink";
import { ResponsiveImage } from "../ResponsiveImage";
import type { SectionProps } from "./types";

type Item = Pick<
  SectionModelOf<"banner">,
  "image" | "alt" | "link" | "width" | "height" | "widthMobile" | "heightMobile"
>;

/** One banner image, linked; sizes set by the editor win when valid (spec §5). */
export function BannerImage({ banner, priority = false }: { banner: Item; priority?: boolean }) {
  const image = (
    <ResponsiveImage
      image={banner.image}
      alt={banner.alt}
      priority={priority}
      className="banner__image"
      size={{
        width: bannerDimension(banner.width),
        height: bannerDimension(banner.height),
        widthMobile: bannerDimension(banner.widthMobile),
        heightMobile: bannerDimension(banner.heightMobile),
      }}
    />
  );
  return banner.link ? (
    <CmsLink
      to={banner.link.url}
      newTab={banner.link.newTab}
      className="banner__link"
      data-promotion={banner.image.desktop.alt}
    >
      {image}
    </CmsLink>
  ) : (
    image
  );
}

export function Banner({ section, position }: SectionProps<"banner">) {
  const classes = ["banner", section.fullWidth ? "banner--full" : "", section.useLayout ? "" : "banner--bare"]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={classes} style={{ "--radius": `${section.borderRadius}px` } as React.CSSProperties}>
      <BannerImage banner={section} priority={position === 0} />
    </div>
  );
}
