import type { LeadPicture } from "../domain/media/content-pictures";

/**
 * A route's `handle.leadImage`: the picture its page paints first and largest, from its loader's
 * data. The preload in <head> (decision 090) and the pictures the document carries (decision 093)
 * read the same answer.
 */
export type LeadImageHandle = { leadImage: (data: unknown, lite: boolean) => LeadPicture | null };

/** Typed where the route writes it, read untyped here: the data is the route's own loader's. */
export const leadImage = <Data>(lead: (data: Data, lite: boolean) => LeadPicture | null): LeadImageHandle => ({
  // A route that threw has no data: its error page has no lead picture.
  leadImage: (data, lite) => (data ? lead(data as Data, lite) : null),
});

const hasLeadImage = (handle: unknown): handle is LeadImageHandle =>
  typeof (handle as Partial<LeadImageHandle> | undefined)?.leadImage === "function";

/** The lead picture of the deepest matched route that names one. */
export function leadPictureOfMatches(
  matches: readonly { handle?: unknown; data?: unknown }[],
  lite: boolean,
): LeadPicture | null {
  const match = [...matches].reverse().find((candidate) => hasLeadImage(candidate.handle));
  return match && hasLeadImage(match.handle) ? match.handle.leadImage(match.data, lite) : null;
}
