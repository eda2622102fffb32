import { infocardDimension } from "../../../domain/cms/presentation";
import type { SectionModelOf } from "../../../domain/cms/section-models";
import { CmsLink } from "../CmsLink";
import { Markup } from "../Markup";
import { Video } from "../Video";
import type { SectionProps } from "./types";

type Card = Omit<SectionModelOf<"infocard">, "type" | "enabled" | "margins" | "key">;

/** Page-builder infocard: image left or below (or as background), markdown, CTA, video (§3.5). */
export function InfocardBody({ card }: { card: Card }) {
  const image = card.image ? (
    <img
      src={card.image.src}
      alt={card.image.alt}
      width={infocardDimension(card.image.width)}
      height={infocardDimension(card.image.height)}
      loading="lazy"
      decoding="async"
    />
  ) : null;
  const layout = card.isImgBackground ? "background" : card.imageDown ? "down" : card.imageLeft ? "left" : "right";
  return (
    <article className={`infocard infocard--${layout}`}>
      {image ? (
        <div className="infocard__media">{card.imgLink ? <CmsLink to={card.imgLink}>{image}</CmsLink> : image}</div>
      ) : null}
      <div className="infocard__text" style={{ textAlign: card.textAlign }}>
        <Markup html={card.html} />
        {card.video ? <Video {...card.video} /> : null}
        {card.cta ? (
          <CmsLink
            className="button"
            to={card.cta.href}
            style={{
              background: card.cta.bgColor,
              color: card.cta.textColor,
              borderColor: card.cta.bgColor,
              borderRadius: card.cta.borderRadius,
            }}
          >
            {card.cta.text}
          </CmsLink>
        ) : null}
      </div>
    </article>
  );
}

export function Infocard({ section }: SectionProps<"infocard">) {
  return <InfocardBody card={section} />;
}
