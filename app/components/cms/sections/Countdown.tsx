import { CmsLink } from "../CmsLink";
import { CountdownRings } from "../CountdownRings";
import { ResponsiveImage } from "../ResponsiveImage";
import type { SectionProps } from "./types";

/** Spec §2.16 "Countdown": rings to a target date with texts per device, images, colours and a link. */
export function Countdown({ section }: SectionProps<"countdown">) {
  return (
    <section className="countdown" style={{ background: section.colors.background, color: section.colors.text }}>
      {section.image ? <ResponsiveImage image={section.image} className="countdown__image" /> : null}
      <div className="countdown__copy">
        <h2>
          <span className={section.titleMobile ? "only-desktop" : undefined}>{section.title}</span>
          {section.titleMobile ? <span className="only-mobile">{section.titleMobile}</span> : null}
        </h2>
        {section.subtitle ? (
          <p className={section.subtitleMobile ? "only-desktop" : undefined}>{section.subtitle}</p>
        ) : null}
        {section.subtitleMobile ? <p className="only-mobile">{section.subtitleMobile}</p> : null}
      </div>
      <CountdownRings target={section.target} renderedAt={section.renderedAt} colors={section.colors} />
      {section.link ? (
        <CmsLink className="button button--light" to={section.link.url}>
          {section.link.text}
        </CmsLink>
      ) : null}
    </section>
  );
}
