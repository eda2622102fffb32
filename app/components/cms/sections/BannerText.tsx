import type { ReactNode } from "react";

import type { SectionModelOf } from "../../../domain/cms/section-models";
import { CmsLink } from "../CmsLink";
import type { SectionProps } from "./types";

type Fields = Pick<SectionModelOf<"bannerText">, "title" | "caption" | "link" | "variant" | "colorVariant">;

/** Title, caption and a link (spec §3.5 "Banner text"); the newsletter banner adds its card. */
export function BannerTextBody({ section, children }: { section: Fields; children?: ReactNode }) {
  return (
    <section className={`banner-text banner-text--${section.variant} banner-text--${section.colorVariant}`}>
      <div className="banner-text__copy">
        <h2>{section.title}</h2>
        {section.caption ? <p>{section.caption}</p> : null}
        {section.link ? (
          <CmsLink className="button" to={section.link.url} newTab={section.link.linkTargetBlank}>
            {section.link.text}
          </CmsLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export function BannerText({ section }: SectionProps<"bannerText">) {
  return <BannerTextBody section={section} />;
}
