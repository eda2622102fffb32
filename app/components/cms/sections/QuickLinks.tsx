import { mobileMedia } from "../../../domain/media/content-pictures";
import { CmsLink } from "../CmsLink";
import type { SectionProps } from "./types";

/** Spec §2.16 "Quick links: a title, a link {to, label}, and items {src, srcMobile, text, href, alt}, with a brand layout flag." */
export function QuickLinks({ section }: SectionProps<"quickLinks">) {
  return (
    <div className={`quick-links${section.brandLayout ? " quick-links--brands" : ""}`}>
      <div className="quick-links__head">
        <h2 className="cms-title">{section.title}</h2>
        {section.link ? <CmsLink to={section.link.to}>{section.link.label}</CmsLink> : null}
      </div>
      <ul className="quick-links__list">
        {section.items.map((item) => (
          <li key={item.href}>
            <CmsLink to={item.href} className="quick-links__item">
              <picture>
                {item.srcMobile ? (
                  <source media={mobileMedia} srcSet={item.srcMobile} width={item.width} height={item.height} />
                ) : null}
                <img
                  src={item.src}
                  alt={item.alt}
                  width={item.width}
                  height={item.height}
                  loading="lazy"
                  decoding="async"
                />
              </picture>
              <span>{item.text}</span>
            </CmsLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
