import type { EntryContext } from "@remix-run/cloudflare";

import { inlinePictureUrl } from "../domain/media/inline-picture";
import { avifSiblingOf } from "../domain/media/sized-pictures";
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

/**
 * The `data:` URLs of the files the document may carry (decision 093), by the file the page names; a
 * file it cannot read stays a file. For a browser that accepts AVIF, a content picture's AVIF copy
 * where the content painter made one (decision 101).
 */
export async function inlinePictures(
  env: Env,
  files: readonly string[],
  { avif = false }: { avif?: boolean } = {},
): Promise<Map<string, string>> {
  const urls = await Promise.all(
    [...new Set(files)].map(async (file): Promise<[string, string | null]> => {
      const sibling = avif ? avifSiblingOf(file) : null;
      const url = (sibling && (await carriedUrl(env, sibling, { absenceKept: true }))) || (await carriedUrl(env, file));
      return [file, url];
    }),
  );
  return new Map(urls.filter((entry): entry is [string, string] => entry[1] !== null));
}

/**
 * One file's `data:` URL, read once per isolate. A file not there yet (a seed still writing) is looked
 * for again on the next render; an AVIF copy that is not there never will be, until a deploy (the
 * painter makes them with the content), so its absence is kept too.
 */
async function carriedUrl(env: Env, file: string, { absenceKept = false } = {}): Promise<string | null> {
  if (kept.has(file)) return kept.get(file)!;
  try {
    const picture = await pictureBytes(env, file);
    if (!picture && !absenceKept) return null;
    const url = picture ? inlinePictureUrl(new Uint8Array(picture.bytes), picture.type) : null;
    if (kept.size >= keptAtMost) kept.delete(kept.keys().next().value!);
    kept.set(file, url);
    return url;
  } catch (error) {
    // A storage fault costs only the inlining, and is tried again on the next render.
    console.error(`No se pudo leer la imagen ${file} para el documento`, error);
    return null;
  }
}

/**
 * The files this document's first screen shows that it may carry (decision 093): the page's lead
 * picture as a phone shows it, and the header's logo (`logo`, from the shell's content). The same
 * route handle the preload reads names the lead (decision 090), so the <img> and this list agree; a
 * route may name more (`carriedPictures`, decision 099: a listing's first row of cards).
 */
export function firstScreenPictures(remixContext: EntryContext, lite: boolean, logo: string | undefined): string[] {
  const { matches, loaderData } = remixContext.staticHandlerContext;
  const handles = matches.map(({ route }) => ({
    handle: remixContext.routeModules[route.id]?.handle,
    data: loaderData[route.id],
  }));
  const lead = leadPictureOfMatches(handles, lite);
  return [...(lead ? [lead.phoneFile] : []), ...(logo ? [logo] : []), ...carriedPicturesOfMatches(handles, lite)];
}
