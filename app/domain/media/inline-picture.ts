/**
 * How large a picture the document may carry inside itself (decision 093). Base64 makes it a third
 * larger and gzip does not shrink it back: 12 KB of WebP is ~16 KB of document, ~0.3 s on the weak
 * signal this store measures (400 kbps) — less than the round trip and the shared link a separate
 * request costs there, and the most a page should carry for screens that do not show it.
 */
export const inlinePictureBudget = 12 * 1024;

/** A picture's bytes as a `data:` URL, or null when it is over the budget. */
export function inlinePictureUrl(bytes: Uint8Array, type: string): string | null {
  if (bytes.byteLength === 0 || bytes.byteLength > inlinePictureBudget) return null;
  let binary = "";
  // In slices: spreading a whole array into one call can overflow the stack's argument limit.
  for (let at = 0; at < bytes.length; at += 4096) binary += String.fromCharCode(...bytes.subarray(at, at + 4096));
  return `data:${type};base64,${btoa(binary)}`;
}
