import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { orderListCsv } from "../features/desk/order-list.server";

/** '/studio/pedidos.csv?…': the filtered order list as a download (decision 120). */
export const loader = ({ request, context }: LoaderFunctionArgs) => orderListCsv(request, context);
