import { CmsLink } from "../CmsLink";
import { ResponsiveImage } from "../ResponsiveImage";
import type { SectionProps } from "./types";

/** Spec §2.16 "Event page image, desktop and mobile"; default alt 'Imagen de evento' (§9). */
export function EventImage({ section, position }: SectionProps<"eventImage">) {
  const image = (
    <ResponsiveImage
      image={section.image}
      alt={section.image.desktop.alt || "Imagen de evento"}
      className="event-image__image"
      priority={position === 0}
    />
  );
  return (
    <div className="event-image">
      {section.link ? (
        <CmsLink to={section.link.url} newTab={section.link.newTab}>
          {image}
        </CmsLink>
      ) : (
        image
      )}
    </div>
  );
}
