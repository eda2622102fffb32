import { Carousel } from "../Carousel";
import { Tile } from "../Tile";
import type { SectionProps } from "./types";

/** Spec §9 "Mobile category images slider: 2 per page"; category tiles 240 desktop, 175 mobile. */
export function CategoryImagesSlider({ section }: SectionProps<"categoryImagesSlider">) {
  return (
    <div className="category-slider">
      {section.title ? <h2 className="cms-title">{section.title}</h2> : null}
      <Carousel
        label={section.title ?? "Categorías"}
        perPage={{ desktop: Math.min(section.categories.length, 6), mobile: 2 }}
        slides={section.categories.map((category) => ({ key: category.link, content: <Tile {...category} /> }))}
      />
    </div>
  );
}
