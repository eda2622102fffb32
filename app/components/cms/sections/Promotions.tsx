import { mobileMedia } from "../../../domain/media/content-pictures";
import { Carousel } from "../Carousel";
import { CmsLink } from "../CmsLink";
import { RichText } from "../RichText";
import type { SectionProps } from "./types";

/**
 * Spec §2.16 "Promotions module": texts and a row of promotion images (227×227); on mobile a slider
 * of 3 per page with a 4px gap (§9), so it is one carousel whose desktop page holds every image.
 */
export function Promotions({ section }: SectionProps<"promotions">) {
  const style = { background: section.bgColor, "--spots": section.bgColorSpots } as React.CSSProperties;
  const classes = [
    "promotions",
    section.useLayout ? "" : "promotions--bare",
    section.bgColorSpots ? "promotions--spots" : "",
    section.useBgFilter ? "promotions--filter" : "",
  ];
  return (
    <div className={classes.filter(Boolean).join(" ")} style={style}>
      <RichText lines={section.texts} className="promotions__text" />
      <Carousel
        // Not plain 'Promociones': the alert bar's region has that name (axe 'landmark-unique').
        label="Promociones destacadas"
        perPage={{ desktop: section.images.length, mobile: 3 }}
        gap={4}
        slides={section.images.map((promotion, index) => ({
          key: `${promotion.image.src}-${index}`,
          content: (
            <CmsLink
              to={promotion.link}
              newTab={promotion.target === "_blank"}
              className="promotions__item"
              data-promotion={promotion.text ?? promotion.image.alt}
              style={promotion.borderColor ? { borderColor: promotion.borderColor } : undefined}
            >
              <picture>
                {promotion.mobileImage ? (
                  <source
                    media={mobileMedia}
                    srcSet={promotion.mobileImage.src}
                    width={promotion.mobileImage.width}
                    height={promotion.mobileImage.height}
                  />
                ) : null}
                <img
                  src={promotion.image.src}
                  alt={sameWords(promotion.image.alt, promotion.text) ? "" : promotion.image.alt}
                  width={promotion.image.width}
                  height={promotion.image.height}
                  loading="lazy"
                  decoding="async"
                />
              </picture>
              {promotion.text ? <span className="promotions__caption">{promotion.text}</span> : null}
            </CmsLink>
          ),
        }))}
      />
    </div>
  );
}

/** A caption that already says what the image's alt says makes the image decorative (axe 'image-redundant-alt'). */
const sameWords = (alt: string, caption: string | undefined) =>
  caption !== undefined && alt.trim().toLowerCase() === caption.trim().toLowerCase();
