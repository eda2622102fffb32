import type { Image } from "../../content/primitives";
import { mobileMedia } from "../../domain/media/content-pictures";

type Logo = { image: Image; mobileImage?: Image | undefined; link: string };

/** A brand logo linking to its brand page in a new tab (spec §2.16 "Brand logos block"). */
export function BrandLogo({ logo }: { logo: Logo }) {
  return (
    <a className="brand-logo" href={logo.link} target="_blank" rel="noopener noreferrer">
      <picture>
        {logo.mobileImage ? (
          <source
            media={mobileMedia}
            srcSet={logo.mobileImage.src}
            width={logo.mobileImage.width}
            height={logo.mobileImage.height}
          />
        ) : null}
        <img
          src={logo.image.src}
          alt={logo.image.alt}
          width={logo.image.width}
          height={logo.image.height}
          loading="lazy"
          decoding="async"
        />
      </picture>
    </a>
  );
}
