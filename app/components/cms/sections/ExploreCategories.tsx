import { Tile } from "../Tile";
import type { SectionProps } from "./types";

/** Spec §2.16 "Explore categories: a title plus image tiles" (exactly 4, checked on the server). */
export function ExploreCategories({ section }: SectionProps<"exploreCategories">) {
  return (
    <div className="explore-categories">
      <h2 className="cms-title" style={{ textAlign: section.titleAlign }}>
        {section.title}
      </h2>
      <ul className="tiles tiles--four">
        {section.categories.map((category) => (
          <li key={category.link}>
            <Tile {...category} />
          </li>
        ))}
      </ul>
    </div>
  );
}
