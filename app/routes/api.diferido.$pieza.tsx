import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { pageHeaders } from "../features/cms/page.server";
import { deferredPiece } from "../features/shell/deferred-pieces.server";
import { isDeferredPiece } from "../http/server-render";

/**
 * Decision 084: the data of content hidden until shown — the menus, a listing's facets — that the
 * document's server render writes for browsers without JavaScript and its hydration data leaves
 * out; the browser asks for it here when a shopper first opens it. Nothing personal is read, so it is
 * public, and the page cache keeps it under the store's versions like a page (decision 076).
 */
export async function loader(args: LoaderFunctionArgs) {
  const name = args.params["pieza"];
  const piece = isDeferredPiece(name) ? await deferredPiece(args, name) : null;
  if (!piece) return Response.json({ error: "No encontramos ese contenido." }, { status: 404 });
  return Response.json(piece.data, { headers: pageHeaders(piece.preview ? "preview" : null) });
}
