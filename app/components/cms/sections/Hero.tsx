import { CmsLink } from "../CmsLink";
import { ResponsiveImage } from "../ResponsiveImage";
import type { SectionProps } from "./types";

/** The opening banner; at the top of the page its image is the LCP element: never lazy. */
export function Hero({ section, position }: SectionProps<"hero">) {
  const Title = position === 0 ? "h1" : "h2";
  return (
    <section className="hero" style={{ color: section.textColor }}>
      <ResponsiveImage image={section.image} className="hero__image" priority={position === 0} />
      <div className="hero__text">
        <Title>{section.title}</Title>
        {section.subtitle ? <p>{section.subtitle}</p> : null}
        {section.link ? (
          <CmsLink className="button" to={section.link.url} newTab={section.link.newTab}>
            {section.link.text}
          </CmsLink>
        ) : null}
      </div>
    </section>
  );
}
