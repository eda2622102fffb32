import { NewsletterForm } from "../../shell/NewsletterForm";
import { useRootData } from "../../shell/root-data";
import { BannerTextBody } from "./BannerText";
import type { SectionProps } from "./types";

/** Banner text plus an inline newsletter card (spec §2.16, §2.23); the form posts to /newsletter. */
export function BannerNewsletter({ section }: SectionProps<"bannerNewsletter">) {
  const root = useRootData();
  return (
    <BannerTextBody section={section}>
      <div className="banner-text__card">
        <NewsletterForm
          source="inline"
          title={section.newsletter.title}
          description={section.newsletter.description}
          placeholder={section.newsletter.placeholder}
          button={section.newsletter.button}
          flash={root?.flash ?? null}
        />
      </div>
    </BannerTextBody>
  );
}
