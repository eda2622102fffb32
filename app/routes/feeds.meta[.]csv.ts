import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { feedResponse } from "../features/feeds/feed.server";

/** Meta's catalogue feed for Commerce Manager (decision 132): every SKU for sale, as CSV. */
export const loader = ({ request, context }: LoaderFunctionArgs) => feedResponse(request, context, "meta");
