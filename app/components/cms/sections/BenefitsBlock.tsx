import { useState } from "react";

import { CmsLink } from "../CmsLink";
import { ResponsiveImage } from "../ResponsiveImage";
import { RichText } from "../RichText";
import type { SectionProps } from "./types";

/**
 * Spec §2.16 "Benefits infocard block" and §4.4: the overlay is hidden by default, shown on hover
 * and toggled on click. Without JavaScript, hover and keyboard focus still show it (CSS).
 */
export function BenefitsBlock({ section }: SectionProps<"benefitsBlock">) {
  const [open, setOpen] = useState(false);
  const body = (
    <>
      <h2 className="benefits__title" style={{ color: section.title.color, textAlign: section.title.align }}>
        {section.title.text}
      </h2>
      {section.image ? (
        <ResponsiveImage
          image={section.image}
          alt={section.image.desktop.alt || "Imagen de beneficios bancarios"}
          className="benefits__image"
        />
      ) : null}
      {section.lines.map((line, index) => (
        <RichText key={index} lines={[line]} className={line.isNumberBig ? "benefits__big" : undefined} />
      ))}
    </>
  );
  return (
    <div className={`benefits${open ? " benefits--open" : ""}`} onMouseLeave={() => setOpen(false)}>
      {section.link ? (
        <CmsLink to={section.link} className="benefits__link">
          {body}
        </CmsLink>
      ) : (
        body
      )}
      <button
        type="button"
        className="button benefits__button"
        style={{
          background: section.button.background,
          color: section.button.color,
          borderColor: section.button.background,
        }}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        onMouseEnter={() => setOpen(true)}
      >
        {section.button.text}
      </button>
      <p
        className="benefits__overlay"
        style={{
          color: section.overlay.color,
          background: section.overlay.background,
          textAlign: section.overlay.align,
        }}
      >
        {section.overlay.text}
      </p>
    </div>
  );
}
