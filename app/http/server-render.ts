// The server-only channel (decision 084): data a page's server render needs and its hydrated
// components do not — what DeferredContent writes into a <noscript> for browsers without
// JavaScript (decision 048). Loaders keep it in the request's load context instead of returning it,
// so the document's hydration data does not carry it; entry.server hands it to
// the render; the browser fetches the same piece from its resource route the first time it is shown.
import { previewParameters } from "../domain/cms/preview";
import type { PackedFacet } from "../domain/listing/facet-wire";
import type { ShellMenus } from "../domain/shell/menus";

/** Every piece, by the name its resource route answers to (`/api/diferido/{piece}`). */
export type DeferredPieces = {
  /** The mega-menu's panels and the mobile menu (spec §2.5, §2.6): every page. */
  menus: ShellMenus;
  /** A listing's or a search's facets, shown in the filter drawer (spec §2.14). */
  filtros: PackedFacet[];
};
export type DeferredPiece = keyof DeferredPieces;

const pieces: Record<DeferredPiece, true> = { menus: true, filtros: true };

export const isDeferredPiece = (name: string | undefined): name is DeferredPiece =>
  name !== undefined && Object.hasOwn(pieces, name);

/** What this request's loaders kept for its render. */
export type ServerRenderData = Partial<DeferredPieces>;

/** Where the browser fetches a piece; `search` carries what the piece depends on (a listing's query). */
export const deferredPieceUrl = (piece: DeferredPiece, search?: URLSearchParams) => {
  const query = search?.toString();
  return `/api/diferido/${piece}${query ? `?${query}` : ""}`;
};

/**
 * Keeps a piece for this request's server render. The load context is the request's own object
 * (app/server/render.server.ts), the same one entry.server receives.
 */
export function keepForServerRender<K extends DeferredPiece>(
  context: { serverRender?: ServerRenderData },
  piece: K,
  value: DeferredPieces[K],
): void {
  (context.serverRender ??= {})[piece] = value;
}

/**
 * The menus' URL for a page with this query: only a preview's parameters travel with it (decision
 * 014), so a shell preview's draft menus show in the preview's menus too.
 */
export const menusUrl = (pageSearch: URLSearchParams) =>
  deferredPieceUrl("menus", new URLSearchParams([...pageSearch].filter(([name]) => previewParameters.includes(name))));
