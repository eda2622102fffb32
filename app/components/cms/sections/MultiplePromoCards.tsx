import { CmsLink } from "../CmsLink";
import { ResponsiveImage } from "../ResponsiveImage";
import type { SectionProps } from "./types";

/** Spec §2.16 "Multiple promo cards: title and CTA styling, columns, cards with link and desktop/mobile images, gap." */
export function MultiplePromoCards({ section }: SectionProps<"multiplePromoCards">) {
  const style = {
    "--columns": section.columns.desktop,
    "--columns-mobile": section.columns.mobile,
    "--gap": `${section.gap}px`,
  } as React.CSSProperties;
  return (
    <div className="promo-cards" style={style}>
      {section.title ? (
        <h2 className="cms-title" style={{ color: section.title.color, textAlign: section.title.align }}>
          {section.title.text}
        </h2>
      ) : null}
      <ul className="promo-cards__grid">
        {section.cards.map((card, index) => (
          <li key={`${card.link.url}-${index}`}>
            <CmsLink to={card.link.url} newTab={card.link.newTab}>
              <ResponsiveImage image={card.image} className="promo-cards__image" />
            </CmsLink>
          </li>
        ))}
      </ul>
      {section.cta ? (
        <CmsLink
          to={section.cta.url}
          newTab={section.cta.newTab}
          className="button promo-cards__cta"
          style={{
            background: section.cta.background,
            color: section.cta.color,
            borderColor: section.cta.background,
            borderRadius: section.cta.borderRadius,
          }}
        >
          {section.cta.text}
        </CmsLink>
      ) : null}
    </div>
  );
}
