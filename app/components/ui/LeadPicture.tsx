import { desktopMedia, type LeadPicture as Lead } from "../../domain/media/content-pictures";
import { pictureLoading } from "./fetch-priority";
import { useInlinePicture } from "./InlinePictures";

type Box = { width?: number | undefined; height?: number | undefined };

/**
 * A page's lead picture (decisions 090, 093): on a phone one file, which the document carries inside
 * itself when it is small; wider screens pick the desktop set from the <source>. Loaded at once,
 * with high priority, decoded in the frame that paints it (`pictureLoading`). CMS banners and the
 * PDP gallery render it alike.
 */
export function LeadPicture({
  lead,
  alt,
  className,
  phone,
  desktop = {},
}: {
  lead: Lead;
  alt: string;
  className?: string | undefined;
  phone: Box;
  desktop?: Box;
}) {
  const phoneFile = useInlinePicture(lead.phoneFile);
  return (
    <picture>
      <source
        media={desktopMedia}
        srcSet={lead.desktop.srcSet ?? lead.desktop.src}
        sizes={lead.desktop.sizes}
        width={desktop.width}
        height={desktop.height}
      />
      <img
        className={className}
        {...phoneFile}
        alt={alt}
        width={phone.width}
        height={phone.height}
        {...pictureLoading(true)}
      />
    </picture>
  );
}
