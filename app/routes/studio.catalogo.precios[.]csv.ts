import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { priceStockDownload } from "../features/catalogue/price-import-page.server";

/** '/studio/catalogo/precios.csv': 'Descargar precios y stock', every SKU in the import's format (decision 128). */
export const loader = ({ request, context }: LoaderFunctionArgs) => priceStockDownload(request, context);
