import { Carousel } from "../Carousel";
import { CmsLink } from "../CmsLink";
import { ResponsiveImage } from "../ResponsiveImage";
import { RichText } from "../RichText";
import type { SectionProps } from "./types";

/** Spec §2.16 infocard sliders; §8 "Empty infocard slider: 'No hay infocards para mostrar'". */
export function InfocardSlider({ section }: SectionProps<"infocardSlider">) {
  if (section.items.length === 0) return <p className="cms-empty">No hay infocards para mostrar</p>;
  return (
    <div className="infocard-slider">
      {section.title ? <h2 className="cms-title">{section.title}</h2> : null}
      <Carousel
        label={section.title ?? "Novedades"}
        perPage={section.slidesPerPage}
        autoplayMs={section.autoplayMs}
        slides={section.items.map((item, index) => {
          const classes = [
            "slide-card",
            `slide-card--${item.position}`,
            `slide-card--mobile-${item.positionMobile}`,
            item.isImgBackground ? "slide-card--background" : "",
            item.hideTextMobile ? "slide-card--no-text-mobile" : "",
            item.hideTextDesktop ? "slide-card--no-text-desktop" : "",
          ];
          const image = <ResponsiveImage image={item.image} className="slide-card__image" />;
          return {
            key: `${item.image.desktop.src}-${index}`,
            content: (
              <article className={classes.filter(Boolean).join(" ")} style={{ background: item.bgColor }}>
                {item.imgLink ? <CmsLink to={item.imgLink}>{image}</CmsLink> : image}
                <div className="slide-card__text">
                  <RichText lines={item.richText} />
                  {item.buttons.map((button) => (
                    <CmsLink
                      key={button.url}
                      className="button"
                      to={button.url}
                      newTab={button.newTab}
                      style={{
                        background: button.background,
                        color: button.color,
                        borderColor: button.background,
                        borderRadius: button.borderRadius,
                      }}
                    >
                      {button.text}
                    </CmsLink>
                  ))}
                </div>
              </article>
            ),
          };
        })}
      />
    </div>
  );
}
