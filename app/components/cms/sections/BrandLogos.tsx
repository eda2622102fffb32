import { BrandLogo } from "../BrandLogo";
import type { SectionProps } from "./types";

/** Spec §2.16 "Brand logos block: logo images, each linking to a brand page in a new tab". */
export function BrandLogos({ section }: SectionProps<"brandLogos">) {
  return (
    <div className="brand-logos">
      {section.title ? <h2 className="cms-title">{section.title}</h2> : null}
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
