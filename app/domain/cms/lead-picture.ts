import type { ResponsiveImage as Picture } from "../../content/primitives";
import { contentLeadPicture, type LeadPicture } from "../media/content-pictures";
import type { SectionModel } from "./section-models";

/**
 * The picture a CMS page paints first and largest: its first section's, when that section is one the
 * components load at once with high priority at position 0 (a banner, a slider's first banner, a
 * hero, an event image). The document carries it for phones and preloads it for wider screens
 * (decisions 090, 093).
 */
export function leadPictureOf(sections: readonly SectionModel[]): Picture | null {
  const first = sections[0];
  switch (first?.type) {
    case "banner":
    case "hero":
    case "eventImage":
      return first.image;
    case "bannerSlider":
      return first.banners[0]?.image ?? null;
    default:
      return null;
  }
}

/** A CMS page's lead picture as the page sends it; none when its first section has none. */
export function cmsLeadPicture(sections: readonly SectionModel[], lite: boolean): LeadPicture | null {
  const picture = leadPictureOf(sections);
  return picture ? contentLeadPicture(picture, lite) : null;
}
