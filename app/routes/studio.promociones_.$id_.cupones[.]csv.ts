import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { couponBatchCsv } from "../features/promotions/promotion-desk.server";

/** '/studio/promociones/:id/cupones.csv?lote=…': a batch of coupon codes as a download (decision 122). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => couponBatchCsv(request, context, params.id);
