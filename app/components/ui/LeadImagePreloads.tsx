import { useMatches } from "@remix-run/react";

import { leadPicturePreload } from "../../domain/media/content-pictures";
import { leadPictureOfMatches } from "../../http/lead-picture-handle";
import { highFetchPriority } from "./fetch-priority";
import { useLiteMode } from "./LiteMode";

/**
 * The page's lead picture for wider screens, preloaded first thing in <head>: ahead of the inline
 * CSS, it is the first request the browser makes after the document, and on a weak signal it then
 * takes the connection the document leaves free instead of opening a new one (decision 090). A phone
 * needs none: the document carries its file (decision 093). Server and client render the same link.
 */
export function LeadImagePreloads() {
  const lite = useLiteMode();
  const lead = leadPictureOfMatches(useMatches(), lite);
  if (!lead) return null;
  const preload = leadPicturePreload(lead);
  return (
    <link
      rel="preload"
      as="image"
      href={preload.href}
      imageSrcSet={preload.imageSrcSet}
      imageSizes={preload.imageSizes}
      media={preload.media}
      {...highFetchPriority}
    />
  );
}
