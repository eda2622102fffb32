import { useMatches } from "@remix-run/react";

import type { ImagePreload } from "../../domain/media/content-pictures";
import { highFetchPriority } from "./fetch-priority";
import { useLiteMode } from "./LiteMode";

/** A route's `handle.leadImage`: the picture its page paints first and largest, from its loader's data. */
export type LeadImageHandle = { leadImage: (data: unknown, lite: boolean) => ImagePreload[] };

/** Typed where the route writes it, read untyped here: the data is the route's own loader's. */
export const leadImage = <Data,>(preloads: (data: Data, lite: boolean) => ImagePreload[]): LeadImageHandle => ({
  // A route that threw has no data: its error page has no lead picture.
  leadImage: (data, lite) => (data ? preloads(data as Data, lite) : []),
});

const hasLeadImage = (handle: unknown): handle is LeadImageHandle =>
  typeof (handle as Partial<LeadImageHandle> | undefined)?.leadImage === "function";

/**
 * The page's lead picture, preloaded first thing in <head>: ahead of the inline CSS and the header's
 * logo, it is the first request the browser makes after the document, and on a weak signal it then
 * takes the connection the document leaves free instead of opening a new one (decision 090).
 * Server and client render the same links, so hydration matches.
 */
export function LeadImagePreloads() {
  const lite = useLiteMode();
  const match = [...useMatches()].reverse().find((candidate) => hasLeadImage(candidate.handle));
  if (!match || !hasLeadImage(match.handle)) return null;
  return match.handle
    .leadImage(match.data, lite)
    .map((preload) => (
      <link
        key={`${preload.media ?? ""} ${preload.href}`}
        rel="preload"
        as="image"
        href={preload.href}
        imageSrcSet={preload.imageSrcSet}
        imageSizes={preload.imageSizes}
        media={preload.media}
        {...highFetchPriority}
      />
    ));
}
