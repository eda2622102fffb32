// Decision 100: a kept copy of a public page (decision 076) travels without its hydration data.
// Remix writes that data — its single-fetch stream — into the document as inline scripts after the
// page (~8 KB of gzip on a listing, ~14 KB on home). On a weak signal each ~19 KB of document is one
// more round trip before the first paint, and a browser without JavaScript never reads it. The copy
// names the data's own address instead; the boot loader (boot-after-paint.ts) fetches it after the
// first paint, beside the app's modules, and hands it to Remix's stream as the scripts did.
import { bootId, pageDataAttribute } from "./boot-names";

/** Where a kept page's data is answered, by the SHA-256 of its text: the same data, the same address. */
export const pageDataPath = "/_datos/";

const chunkScript =
  /<script nonce="[^"]*">window\.__remixContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const closeScript = /<script nonce="[^"]*">window\.__remixContext\.streamController\.close\(\);<\/script>/;
const bootOpening = `id="${bootId}">`;

export type PageApart = {
  /** The document without the data's scripts. */
  html: string;
  /** What the scripts handed to the stream, in order: the text `/_datos/…` answers. */
  data: string;
};

/**
 * The document and its data, apart; null when there is nothing to take out or nowhere to say where it
 * went (no boot script: a lite page, or a page whose stream did not close).
 */
export function pageDataApart(html: string): PageApart | null {
  if (!html.includes(bootOpening) || !closeScript.test(html)) return null;
  let data = "";
  const rest = html
    .replace(chunkScript, (_script, literal: string) => {
      // Remix writes JSON.stringify's output with `<`, `>`, `&`, U+2028 and U+2029 as \u escapes:
      // a JSON string literal, as JSON.parse reads it.
      data += JSON.parse(literal) as string;
      return "";
    })
    .replace(closeScript, "");
  return data ? { html: rest, data } : null;
}

/** The document whose boot script names where its data is. */
export const withPageDataAt = (html: string, href: string): string =>
  html.replace(bootOpening, `id="${bootId}" ${pageDataAttribute}="${href}">`);

/** The data's address: a hex SHA-256 of its text, shortened (128 bits). */
export async function pageDataHref(data: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(data));
  const hex = [...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${pageDataPath}${hex}`;
}

/** The hash a `/_datos/…` path names, or null when it does not name one. */
export function pageDataHashOf(pathname: string): string | null {
  const hash = pathname.startsWith(pageDataPath) ? pathname.slice(pageDataPath.length) : "";
  return /^[0-9a-f]{32}$/.test(hash) ? hash : null;
}
