/** A base that only serves to resolve relative paths; nothing is ever fetched from it. */
const base = "http://esencia.invalid";

/**
 * No page of the store has a longer address. A longer target is somebody's payload: echoed into a
 * Location header it outgrew what proxies and clients accept (16 KB in Node, workerd's own limit).
 */
export const maxRedirectLength = 2_048;

/** A path the browser reads as same-origin: one leading slash, not followed by another or a backslash. */
const isLocalPath = (path: string) => path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");

/**
 * The path a plain (no-JS) form post or a login returns to. Only same-origin paths are accepted,
 * so a crafted form or returnUrl cannot turn our redirect into an open redirect. The check runs on
 * the path AFTER the URL parser has normalised it: `/.//evil.example`, `/a/..//evil.example` and
 * `/%2e//evil.example` all collapse to `//evil.example`, which a browser reads as another host.
 */
export function safeRedirectTo(candidate: unknown, fallback = "/"): string {
  if (typeof candidate !== "string") return fallback;
  const path = candidate.trim();
  // Browsers drop tabs and newlines inside URLs and read `\` as `/`: refuse both before parsing.
  // eslint-disable-next-line no-control-regex -- control characters are what this guards against
  if (!isLocalPath(path) || /[\u0000-\u001f\u007f\\]/.test(path)) return fallback;
  try {
    const url = new URL(path, base);
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== base || !isLocalPath(normalised) || normalised.length > maxRedirectLength) return fallback;
    // What we answer must resolve to itself on our origin, whoever reads it next.
    return new URL(normalised, base).origin === base ? normalised : fallback;
  } catch {
    return fallback;
  }
}

/** An element id of ours: a letter, then letters, digits, `-` and `_`. */
const elementId = /^[A-Za-z][\w-]*$/;

/**
 * A checked redirect target (`safeRedirectTo`'s answer) that lands on one element of the page: a
 * plain form post returns to the form's own section, where its answer shows, not to the top of the
 * page. The fragment replaces any the target had; an id that is not one of ours leaves it as it was.
 */
export function withFragment(target: string, id: string): string {
  if (!elementId.test(id)) return target;
  const hash = target.indexOf("#");
  return `${hash === -1 ? target : target.slice(0, hash)}#${id}`;
}
