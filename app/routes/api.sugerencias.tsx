import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { suggestionsFor } from "../features/search/suggestions.server";

/** Spec storefront-shell §2.12 / §9: at most 5 terms and 5 products for what is typed, for the search box. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const typed = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const suggestions = await suggestionsFor(context, typed);
  // The same prefix gets the same answer for a minute; prices on cards stay fresh enough for a hint.
  return Response.json(suggestions, { headers: { "Cache-Control": "public, max-age=60" } });
}
