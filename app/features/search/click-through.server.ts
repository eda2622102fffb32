import { redirect } from "@remix-run/cloudflare";

import { productPathOf } from "../../domain/search/query-log";
import type { AppContext } from "../../ports/context.server";
import { searchLog } from "../../ports/search-log.server";

/**
 * A result followed from /s (decision 078): counted for its query, then on to the product's page.
 * Only a product path is ever a destination; anything else goes to the search itself.
 */
export function followSearchResult(context: AppContext, url: URL): Response {
  const term = url.searchParams.get("q") ?? "";
  const destination = productPathOf(url.searchParams.get("p"));
  if (!destination) return redirect(term ? `/s?${new URLSearchParams({ q: term })}` : "/s", 302);
  searchLog(context).clicked(term);
  return redirect(destination, { status: 302, headers: { "Cache-Control": "private, no-store" } });
}
