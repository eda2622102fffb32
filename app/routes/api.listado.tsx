import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";

import { listingGridPage } from "../features/listing/listing.server";

/** A listing's own path, as the grid sends it ('/s' for search). */
const ListingPath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/[^/]/);

/**
 * Spec storefront-shell §4.3 infinite scroll: the next (or previous) page of a listing's grid — cards
 * and grid banners only, for `?ruta={path}&{the listing's own query}`. The document's loader would
 * also recompute facets, template sections and crumbs the appended page never shows.
 */
export async function loader(args: LoaderFunctionArgs) {
  const path = ListingPath.safeParse(new URL(args.request.url).searchParams.get("ruta"));
  const page = path.success ? await listingGridPage(args, path.data) : null;
  if (!page) return Response.json({ error: "No encontramos ese listado." }, { status: 404 });
  return Response.json(page, { headers: { "Cache-Control": "public, max-age=60" } });
}
