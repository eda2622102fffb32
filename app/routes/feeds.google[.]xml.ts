import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { feedResponse } from "../features/feeds/feed.server";

/** Google Merchant Center's product feed (decision 132): every SKU for sale, RSS 2.0 with 'g:' attributes. */
export const loader = ({ request, context }: LoaderFunctionArgs) => feedResponse(request, context, "google");
