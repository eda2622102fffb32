import type { HeadersFunction } from "@remix-run/cloudflare";

/** Pages that show a person's data (or a form with their session) are never stored by a cache. */
export const privateHeaders: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
