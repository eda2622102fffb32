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

/**
 * A route's `handle.carriedPictures`: more files its first screen shows, from its loader's data, that
 * the document carries inside itself besides the lead picture (decision 099): a listing's first row
 * of card pictures. No preload: they arrive with the document.
 */
export type CarriedPicturesHandle = { carriedPictures: (data: unknown, lite: boolean) => string[] };

/** Typed where the route writes it, read untyped here: the data is the route's own loader's. */
export const carriedPictures = <Data>(files: (data: Data, lite: boolean) => string[]): CarriedPicturesHandle => ({
  // A route that threw has no data: its error page carries nothing more.
  carriedPictures: (data, lite) => (data ? files(data as Data, lite) : []),
});

const carriesPictures = (handle: unknown): handle is CarriedPicturesHandle =>
  typeof (handle as Partial<CarriedPicturesHandle> | undefined)?.carriedPictures === "function";

/** The carried files every matched route names. */
export const carriedPicturesOfMatches = (
  matches: readonly { handle?: unknown; data?: unknown }[],
  lite: boolean,
): string[] =>
  matches.flatMap((match) => (carriesPictures(match.handle) ? match.handle.carriedPictures(match.data, lite) : []));
