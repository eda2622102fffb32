import { useRef, useState, type MouseEvent } from "react";

import { youtubeVideoId } from "../../content/youtube";
import { productLeadPicture } from "../../domain/media/content-pictures";
import { productGallerySizes, sizedPicture } from "../../domain/media/sized-pictures";
import type { Badge } from "../../domain/pdp/badges";
import { thumbnailPaging } from "../../domain/pdp/presentation";
import type { ProductImage } from "../../domain/product";
import { Video } from "../cms/Video";
import { lowFetchPriority, pictureLoading } from "../ui/fetch-priority";
import { LeadPicture } from "../ui/LeadPicture";
import { useLiteMode } from "../ui/LiteMode";

/** A thumbnail's box in CSS pixels: the smallest width covers it, whatever the screen. */
const thumbnailWidth = 130;

type Props = { images: ProductImage[]; badges: Badge[]; exclusive: Badge | null; video: string | null; title: string };

/**
 * Spec products-and-buying §2.4 "Gallery", §9 "Gallery". The images are a scroll-snap strip whose
 * thumbnails are links to them (works without JS); with JS a thumbnail click selects its image in
 * place. The first image is the LCP: carried by the document for phones, preloaded for wider screens
 * (decisions 090, 093), eager and high priority; the rest lazy, and behind it at low priority
 * (decision 101): on a phone the next slide and the thumbnails are near the first screen, and took
 * the link from the lead's round trip when they were fetched with it.
 */
export function ProductGallery({ images, badges, exclusive, video, title }: Props) {
  const strip = useRef<HTMLUListElement>(null);
  const lite = useLiteMode();
  const [selected, setSelected] = useState(0);
  const paging = thumbnailPaging(images.length);
  const select = (event: MouseEvent, index: number) => {
    event.preventDefault();
    setSelected(index);
    const slide = strip.current?.children[index] as HTMLElement | undefined;
    strip.current?.scrollTo({ left: slide?.offsetLeft ?? 0, behavior: "smooth" });
  };
  const youtubeId = video ? youtubeVideoId(video) : null;
  return (
    <div className="gallery">
      <div className="gallery__main">
        {badges.length || exclusive ? (
          <ul className="gallery__badges">
            {badges.map((badge) => (
              <li key={badge.firstText} style={badgeStyle(badge)}>
                {badge.firstText}
              </li>
            ))}
            {exclusive ? (
              <li className="gallery__exclusive" style={badgeStyle(exclusive)}>
                {exclusive.firstText}
              </li>
            ) : null}
          </ul>
        ) : null}
        {/* A scrolling strip with nothing focusable inside: keyboard users reach and scroll it
            itself (WCAG 2.1.1; axe 'scrollable-region-focusable'), and hear what it holds. */}
        <ul className="gallery__slides" ref={strip} tabIndex={0} aria-label={`Imágenes de ${title}`}>
          {images.map((image, index) => (
            <li key={image.url + index} id={`foto-${index + 1}`}>
              {index === 0 ? (
                <LeadPicture
                  lead={productLeadPicture(image.url, lite)}
                  alt={title}
                  phone={{ width: 691, height: 518 }}
                />
              ) : (
                <img
                  {...sizedPicture(image.url, { sizes: productGallerySizes })}
                  alt={image.alt}
                  width={691}
                  height={518}
                  {...pictureLoading(false)}
                  {...lowFetchPriority}
                />
              )}
            </li>
          ))}
        </ul>
      </div>
      {paging ? (
        <ul
          className={`gallery__thumbs${paging.arrows ? " gallery__thumbs--paged" : ""}`}
          style={{ ["--per-page" as string]: paging.perPage }}
        >
          {images.map((image, index) => (
            <li key={image.url + index}>
              <a
                href={`#foto-${index + 1}`}
                aria-current={selected === index ? "true" : undefined}
                onClick={(event) => select(event, index)}
              >
                <img
                  {...sizedPicture(image.url, { smallest: true, minWidth: thumbnailWidth })}
                  alt={`Ver imagen ${index + 1}`}
                  width={130}
                  height={130}
                  loading="lazy"
                  decoding="async"
                  {...lowFetchPriority}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {youtubeId && images[0] ? (
        <div className="gallery__video">
          <Video
            youtubeId={youtubeId}
            title={`Video de ${title}`}
            poster={{ src: images[0].url, alt: title, width: 691, height: 518 }}
          />
        </div>
      ) : null}
    </div>
  );
}

const badgeStyle = (badge: Badge) => ({
  background: badge.background,
  color: badge.textColor,
  border: badge.borderColor ? `1px solid ${badge.borderColor}` : undefined,
  borderRadius: badge.borderRadius,
  fontWeight: badge.fontWeight,
});
