// Spec storefront-shell §4.6 "Contingency redirect: applies when the configuration is active and the
// current origin plus path equals origin plus from. Trailing slashes are removed and an empty path
// counts as '/'. The browser then navigates to origin plus to." §3.11: the first element counts.
import type { Contingency } from "../../content/config";

const normalise = (path: string) => path.replace(/\/+$/, "") || "/";

/** Where the request must go instead, or null. Never a redirect to the same path (no loop). */
export function contingencyTarget(config: Contingency | null, url: URL): string | null {
  const rule = config?.[0];
  if (!rule?.active) return null;
  const from = normalise(rule.from.trim());
  const to = rule.to.trim();
  if (!from.startsWith("/") || !to.startsWith("/") || to.startsWith("//")) return null;
  if (normalise(url.pathname) !== from || normalise(new URL(to, url.origin).pathname) === from) return null;
  return new URL(to, url.origin).toString();
}
