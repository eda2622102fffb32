import { BrandLogo } from "../BrandLogo";
import { CmsLink } from "../CmsLink";
import type { SectionProps } from "./types";

/** Spec §2.16 "Featured brands block: 'NUESTRAS MARCAS DESTACADAS' with a 'Ver todas' link". */
export function FeaturedBrands({ section }: SectionProps<"featuredBrands">) {
  return (
    <div className="featured-brands">
      <div className="featured-brands__head">
        <h2 className="cms-title">{section.title}</h2>
        <CmsLink to={section.seeAllLink} aria-label="Ver todas las marcas destacadas">
          Ver todas
        </CmsLink>
      </div>
      <ul className="brand-logos__grid">
        {section.logos.map((logo) => (
          <li key={logo.link + logo.image.src}>
            <BrandLogo logo={logo} />
          </li>
        ))}
      </ul>
    </div>
  );
}
