import type { EntryContext } from "@remix-run/cloudflare";

import { inlinePictureUrl } from "../domain/media/inline-picture";
import { avifSiblingOf } from "../domain/media/sized-pictures";
import { memo } from "../ports/cache/memo";
import { pictureBytes } from "../ports/media.server";
import { carriedPicturesOfMatches, leadPictureOfMatches } from "./lead-picture-handle";

/**
 * Each file's `data:` URL, or null when it is over the budget, held per isolate:
 * static assets change only with a deploy (a new isolate) and a media key never changes its bytes
 * (decision 074), so one read per file per isolate. Bounded: the lead pictures of every page a busy
 * isolate serves, and the logo.
 */
const dataUrls = memo<Promise<string | null | undefined>>({ limit: 500 });

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
      const url = (sibling && (await dataUrl(env, sibling, { absenceHeld: true }))) || (await dataUrl(env, file));
      return [file, url];
    }),
  );
  return new Map(urls.filter((entry): entry is [string, string] => entry[1] !== null));
}

/**
 * One file's `data:` URL, read once per isolate. A file not there yet (a seed still writing) is looked
 * for again on the next render (undefined is not held); an AVIF sibling that is not there never will
 * be, until a deploy (the painter makes them with the content), so its absence is held too.
 */
async function dataUrl(env: Env, file: string, { absenceHeld = false } = {}): Promise<string | null> {
  try {
    const url = await dataUrls(file, async () => {
      const picture = await pictureBytes(env, file);
      if (!picture) return absenceHeld ? null : undefined;
      return inlinePictureUrl(new Uint8Array(picture.bytes), picture.type);
    });
    return url ?? null;
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
