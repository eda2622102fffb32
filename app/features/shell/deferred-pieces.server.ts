// The browser's side of the server-only channel (decision 084): each piece a page's server render
// writes into a <noscript> and the document's data leaves out, answered on its own when first shown.
import { z } from "zod";

import { shellPreviewDraft } from "../../domain/cms/preview";
import type { DeferredPiece, DeferredPieces } from "../../http/server-render";
import type { AppContext } from "../../ports/context.server";
import { listingFacets } from "../listing/listing.server";
import { loadShellMenus } from "./shell.server";

type Args = { request: Request; context: AppContext };

/** A listing's own path, as its filter drawer sends it ('/s' for search). */
const ListingPath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/[^/]/);

const loaders: { [K in DeferredPiece]: (args: Args) => Promise<DeferredPieces[K] | null> } = {
  menus: loadShellMenus,
  filtros: async (args) => {
    const path = ListingPath.safeParse(new URL(args.request.url).searchParams.get("ruta"));
    return path.success ? listingFacets(args, path.data) : null;
  },
};

/**
 * The piece as this request's page would render it; null when there is none (no header, no such
 * listing). `preview` says it was read from a draft (decision 014), which must not be kept.
 */
export async function deferredPiece(
  args: Args,
  piece: DeferredPiece,
): Promise<{ data: DeferredPieces[DeferredPiece]; preview: boolean } | null> {
  const data = await loaders[piece](args);
  if (data === null) return null;
  return { data, preview: shellPreviewDraft(new URL(args.request.url).searchParams) !== null };
}
