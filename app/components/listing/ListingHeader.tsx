import type { ListingHeader as Header } from "../../content/page";
import { ResponsiveImage } from "../cms/ResponsiveImage";
import { lowFetchPriority } from "../ui/fetch-priority";
import { SiteLink } from "../ui/SiteLink";

/**
 * Spec storefront-shell §2.13 "Header": the optional banner, the title (search term or collection
 * SEO title), the description and the bar of filter buttons, "marked current when the page URL
 * contains its URL".
 */
export function ListingHeader({ header, title, currentUrl }: { header: Header; title: string; currentUrl: string }) {
  const banner = header.headerBanner?.image;
  return (
    <header className="listing-header">
      {banner ? (
        // The page's LCP: the content pictures' one sizing, lite mode's narrow copy included (decision 079).
        <ResponsiveImage className="listing-header__banner" image={{ desktop: banner }} priority />
      ) : null}
      <h1 className="listing-header__title">{title}</h1>
      {header.description ? <p className="listing-header__description">{header.description}</p> : null}
      {header.filterButtons.length ? (
        <ul className="listing-header__buttons">
          {header.filterButtons.map((button) => (
            <li key={button.url}>
              <SiteLink to={button.url} aria-current={currentUrl.includes(button.url) ? "page" : undefined}>
                <img
                  src={button.image.src}
                  alt={button.image.alt}
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                  // 56 px pictures beside the banner: behind the page's lead, not sharing the link with it.
                  {...lowFetchPriority}
                />
                {button.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
