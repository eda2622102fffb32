import type { EntryContext } from "@remix-run/cloudflare";

import { inlinePictureUrl } from "../domain/media/inline-picture";
import { pictureBytes } from "../ports/media.server";
import { carriedPicturesOfMatches, leadPictureOfMatches } from "./lead-picture-handle";

/**
 * Each file's `data:` URL, or null when it is over the budget, kept per isolate:
 * static assets change only with a deploy (a new isolate) and a media key never changes its bytes
 * (decision 074), so one read per file per isolate. Bounded: the lead pictures of every page a busy
 * isolate serves, and the logo.
 */
const kept = new Map<string, string | null>();
const keptAtMost = 500;

/** The `data:` URLs of the files the document may carry (decision 093); a file it cannot read stays a file. */
export async function inlinePictures(env: Env, files: readonly string[]): Promise<Map<string, string>> {
  const urls = await Promise.all(
    [...new Set(files)].map(async (file): Promise<[string, string | null]> => {
      if (kept.has(file)) return [file, kept.get(file)!];
      try {
        const picture = await pictureBytes(env, file);
        // A file not there yet (a seed still writing) is looked for again on the next render.
        if (!picture) return [file, null];
        const url = inlinePictureUrl(new Uint8Array(picture.bytes), picture.type);
        if (kept.size >= keptAtMost) kept.delete(kept.keys().next().value!);
        kept.set(file, url);
        return [file, url];
      } catch (error) {
        // A storage fault costs only the inlining, and is tried again on the next render.
        console.error(`No se pudo leer la imagen ${file} para el documento`, error);
        return [file, null];
      }
    }),
  );
  return new Map(urls.filter((entry): entry is [string, string] => entry[1] !== null));
}

/**
 * The files this document's first screen shows that it may carry (decision 093): the page's lead
 * picture as a phone shows it, and the header's logo. The same route handle the preload reads
 * names the lead (decision 090), so the <img> and this list agree; a route may name more
 * (`carriedPictures`, decision 099: a listing's first row of cards).
 */
export function firstScreenPictures(remixContext: EntryContext, lite: boolean): string[] {
  const { matches, loaderData } = remixContext.staticHandlerContext;
  const handles = matches.map(({ route }) => ({
    handle: remixContext.routeModules[route.id]?.handle,
    data: loaderData[route.id],
  }));
  const lead = leadPictureOfMatches(handles, lite);
  const root = loaderData.root as { header?: { logo?: { src?: string } } | null } | undefined;
  const logo = root?.header?.logo?.src;
  return [...(lead ? [lead.phoneFile] : []), ...(logo ? [logo] : []), ...carriedPicturesOfMatches(handles, lite)];
}
