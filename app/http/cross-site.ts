/**
 * Cross-site form posts are refused (CSRF defence in depth on top of SameSite=Lax cookies).
 * Browsers send Sec-Fetch-Site on every request; older ones at least send Origin on POST.
 * A request with neither (curl, server-to-server) is not a browser acting for a shopper.
 */
const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function isCrossSiteMutation(request: Request): boolean {
  if (!unsafeMethods.has(request.method.toUpperCase())) return false;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  return origin !== new URL(request.url).origin;
}
