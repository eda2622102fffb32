import { CmsLink } from "../CmsLink";
import { Markup } from "../Markup";
import { Video } from "../Video";
import type { SectionProps } from "./types";

/** Spec §2.16 "Video info card: an h1, h2 or h3 heading, a video and a CTA". */
export function VideoInfoCard({ section }: SectionProps<"videoInfoCard">) {
  const Heading = section.heading;
  return (
    <div className="video-card">
      <Video {...section.video} />
      <div className="video-card__text">
        <Heading>{section.title}</Heading>
        {section.html ? <Markup html={section.html} /> : null}
        {section.cta ? (
          <CmsLink className="button" to={section.cta.url} newTab={section.cta.newTab}>
            {section.cta.text}
          </CmsLink>
        ) : null}
      </div>
    </div>
  );
}
