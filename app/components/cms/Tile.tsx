import type { Image } from "../../content/primitives";
import { CmsLink } from "./CmsLink";

/** An image tile with its text, linking somewhere (categories, quick link tiles). */
export function Tile({ image, text, link }: { image: Image; text: string; link: string }) {
  return (
    <CmsLink to={link} className="tile">
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      <span className="tile__text">{text}</span>
    </CmsLink>
  );
}
