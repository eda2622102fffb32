import { Collapsibles } from "../Collapsibles";
import { CountdownRings } from "../CountdownRings";
import { Markup } from "../Markup";
import { BannerImage } from "./Banner";
import { InfocardBody } from "./Infocard";
import type { SectionProps } from "./types";

/** Spec §9 "Page-builder defaults: width 1280, height 200". */
const bannerDefaults = { width: 1280, height: 200 };

/**
 * Spec §2.16 "Basic content page builder: sections with title, subtitle, rich-text description,
 * banners (optionally linked, optionally new tab), countdowns, infocards and collapsible clause
 * lists (optionally single-open)".
 */
export function PageBuilder({ section }: SectionProps<"pageBuilder">) {
  return (
    <div className="page-builder">
      {section.blocks.map((block, index) => (
        <section key={block.title ?? index} className="page-builder__block">
          {block.title ? <h2>{block.title}</h2> : null}
          {block.subtitle ? <p className="page-builder__subtitle">{block.subtitle}</p> : null}
          {block.html ? <Markup html={block.html} /> : null}
          {block.banners.map((banner) => (
            <BannerImage
              key={banner.image.desktop.src}
              banner={{
                ...banner,
                width: banner.width ?? bannerDefaults.width,
                height: banner.height ?? bannerDefaults.height,
              }}
            />
          ))}
          {block.countdowns.map((countdown) => (
            <div
              key={countdown.title}
              className="countdown countdown--inline"
              style={{ background: countdown.colors.background, color: countdown.colors.text }}
            >
              <h3>{countdown.title}</h3>
              <CountdownRings target={countdown.target} renderedAt={countdown.renderedAt} colors={countdown.colors} />
            </div>
          ))}
          {block.infocards.map((card, cardIndex) => (
            <InfocardBody key={cardIndex} card={card} />
          ))}
          {block.clauses ? <Collapsibles items={block.clauses.items} singleOpen={block.clauses.singleOpen} /> : null}
        </section>
      ))}
    </div>
  );
}
