import type { SectionModel } from "../../content/models";
import type { ResponsiveImage as Picture } from "../../content/primitives";
import { contentPicturePreloads, type ImagePreload } from "../media/content-pictures";

/**
 * The picture a CMS page paints first and largest: its first section's, when that section is one the
 * components load at once with high priority at position 0 (a banner, a slider's first banner, a
 * hero, an event image). The page preloads it ahead of everything else in the document.
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

/** The preloads of a CMS page's lead picture (decision 090); none when it has no lead picture. */
export function leadPicturePreloads(sections: readonly SectionModel[], lite: boolean): ImagePreload[] {
  const picture = leadPictureOf(sections);
  return picture ? contentPicturePreloads(picture, lite) : [];
}
