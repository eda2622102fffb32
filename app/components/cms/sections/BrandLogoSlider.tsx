import { BrandLogo } from "../BrandLogo";
import { Carousel } from "../Carousel";
import { CmsLink } from "../CmsLink";
import type { SectionProps } from "./types";

/** Spec §2.16 "Brand-logo slider: on mobile, a 'Ver todas' link (aria label 'Ver todas las marcas destacadas')". */
export function BrandLogoSlider({ section }: SectionProps<"brandLogoSlider">) {
  return (
    <div className="brand-logo-slider">
      {section.title ? <h2 className="cms-title">{section.title}</h2> : null}
      <Carousel
        label={section.title ?? "Marcas"}
        perPage={{ desktop: 6, mobile: 2.5 }}
        autoplayMs={section.autoplayMs}
        slides={section.logos.map((logo, index) => ({
          key: `${logo.image.src}-${index}`,
          content: <BrandLogo logo={logo} />,
        }))}
      />
      <CmsLink
        to={section.seeAllLink}
        className="brand-logo-slider__all only-mobile"
        aria-label="Ver todas las marcas destacadas"
      >
        Ver todas
      </CmsLink>
    </div>
  );
}
