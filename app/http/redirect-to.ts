/**
 * The path a plain (no-JS) form post returns to. Only same-origin paths are accepted, so a
 * crafted form cannot turn our 303 into an open redirect.
 */
export function safeRedirectTo(candidate: unknown, fallback = "/"): string {
  if (typeof candidate !== "string") return fallback;
  const path = candidate.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this guards against
  if (/[\u0000-\u001f\\]/.test(path)) return fallback;
  try {
    const url = new URL(path, "http://esencia.invalid");
    if (url.origin !== "http://esencia.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
