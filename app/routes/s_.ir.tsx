import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { followSearchResult } from "../features/search/click-through.server";

/** A search result's link: counts the click for its query and goes on to the product (decision 078). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return followSearchResult(context, new URL(request.url));
}
