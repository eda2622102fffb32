import { NewsletterForm } from "../../shell/NewsletterForm";
import { useRootData } from "../../shell/root-data";
import { CmsLink } from "../CmsLink";
import type { SectionProps } from "./types";

/** The base newsletter section (spec §2.23): an inline form with its title, icon and privacy link. */
export function NewsletterSection({ section }: SectionProps<"newsletter">) {
  const root = useRootData();
  return (
    <div
      className={`newsletter-section newsletter-section--${section.colorVariant}`}
      style={{ background: section.background }}
    >
      {section.icon ? (
        <img
          src={section.icon.src}
          alt={section.icon.alt}
          width={section.icon.width}
          height={section.icon.height}
          loading="lazy"
        />
      ) : null}
      <NewsletterForm
        source="inline"
        variant={section.variant}
        nameLabel={section.showName ? section.nameLabel : undefined}
        title={section.title}
        description={section.description}
        placeholder={section.placeholder}
        button={section.button}
        flash={root?.flash ?? null}
      />
      {section.privacyPolicy ? (
        <p className="newsletter-section__privacy">
          <CmsLink to={section.privacyPolicy.url}>{section.privacyPolicy.text}</CmsLink>
        </p>
      ) : null}
    </div>
  );
}
