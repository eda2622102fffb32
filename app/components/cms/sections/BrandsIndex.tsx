import { alphabet, letterAnchor } from "../../../domain/pages/brands-index";
import type { SectionProps } from "./types";

/**
 * Spec §2.22 Brands page: the A–Z index, anchors #a to #z jumping to headings whose id is the
 * lower-cased letter; under each letter the brand names link to the brand's page in a new tab.
 * Letters without brands stay in the index, inactive.
 */
export function BrandsIndex({ section }: SectionProps<"brandsIndex">) {
  const present = new Set(section.brandsContent.map((letter) => letter.mainLetter));
  return (
    <div className="brands-index" id="todas">
      <h2 className="cms-title">{section.title}</h2>
      <nav aria-label="Marcas de la A a la Z">
        <ul className="brands-index__letters">
          {alphabet.map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a href={`#${letter}`}>{letter.toUpperCase()}</a>
              ) : (
                <span aria-disabled="true">{letter.toUpperCase()}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {section.brandsContent.map((letter) => (
        <section
          key={letter.mainLetter}
          className="brands-index__group"
          aria-labelledby={letterAnchor(letter.mainLetter)}
        >
          <h3 id={letterAnchor(letter.mainLetter)}>
            {letter.mainLetter === "#" ? "0–9" : letter.mainLetter.toUpperCase()}
          </h3>
          <ul>
            {letter.brandsNames.map((brand) => (
              <li key={brand.brandName}>
                <a href={brand.brandLink} target="_blank" rel="noopener">
                  {brand.brandName}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
