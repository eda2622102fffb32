import { Carousel } from "../Carousel";
import { BannerImage } from "./Banner";
import type { SectionProps } from "./types";

/** Spec §2.16 "Banner slider"; §8 "Empty banner slider: 'No hay banners para mostrar'". */
export function BannerSlider({ section, position }: SectionProps<"bannerSlider">) {
  const label = section.title ?? "Banners";
  if (section.banners.length === 0) return <p className="cms-empty">No hay banners para mostrar</p>;
  return (
    <div className="banner-slider" style={{ "--radius": `${section.borderRadius}px` } as React.CSSProperties}>
      {section.title ? <h2 className="cms-title">{section.title}</h2> : null}
      <Carousel
        label={label}
        perPage={section.slidesPerPage}
        autoplayMs={section.autoplayMs}
        slides={section.banners.map((banner, index) => ({
          key: `${banner.image.desktop.src}-${index}`,
          // Only the first slide of a slider at the top of the page is the LCP candidate.
          content: <BannerImage banner={banner} priority={position === 0 && index === 0} />,
        }))}
      />
    </div>
  );
}
