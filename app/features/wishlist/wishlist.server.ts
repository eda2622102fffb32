// The wishlist (spec products-and-buying §2.8, §4 "Wishlist toggle"): the list is the session's (a
// person's in D1, a guest's in the cookie, decision 018); the cards are the catalogue's.
import { packCards, type PackedCards } from "../../domain/wire";
import { applyWishlistChange } from "../../domain/wishlist";
import { wishlistCopy } from "../../forms/wishlist";
import { safeRedirectTo } from "../../http/redirect-to";
import { catalog } from "../../ports/catalog.server";
import type { AppContext } from "../../ports/context.server";
import { sessions } from "../../ports/session.server";
import { guestWishlistOf, wishlists } from "../../ports/wishlist.server";
import { personOf, shopperOf } from "../accounts/shopper.server";

/** Spec products-and-buying §2.8: "a title (default 'WISHLIST')". */
const defaultTitle = "WISHLIST";

/** `products` streams: null when the catalogue failed (logged), so the page says so instead of a 500. */
export type WishlistPageData = { title: string; back: string; products: Promise<PackedCards | null> };

export async function wishlistPage(request: Request, context: AppContext): Promise<WishlistPageData> {
  const shopper = await shopperOf(context, await sessions(context, request).read());
  const products = catalog(context)
    .summariesByIds(shopper.wishlist)
    .then(packCards)
    .catch((error: unknown) => {
      console.error("Error loading wishlist", error);
      return null;
    });
  return { title: defaultTitle, back: backPath(request), products };
}

/** 'ATRÁS' without JS: the same-origin page the shopper came from, else home. */
function backPath(request: Request): string {
  const referer = request.headers.get("Referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(request.url).origin || url.pathname === "/wishlist") return "/";
    return safeRedirectTo(`${url.pathname}${url.search}`);
  } catch {
    return "/";
  }
}

export type WishlistChange = { status: "success" | "error"; message: string };

/** Adds or removes one product; identity only from the session, a guest's list written to it. */
export async function changeWishlist(
  request: Request,
  context: AppContext,
  productId: string,
  remove: boolean,
): Promise<WishlistChange> {
  try {
    if (!remove && (await catalog(context).summariesByIds([productId])).length === 0)
      return { status: "error", message: wishlistCopy.unknownProduct };
    const session = await sessions(context, request).read();
    const person = await personOf(context, session);
    if (person) await wishlists(context).change(person.id, productId, remove);
    else session.set("wishlist", applyWishlistChange(guestWishlistOf(session), productId, remove));
    return { status: "success", message: remove ? wishlistCopy.removed : wishlistCopy.added };
  } catch (error) {
    console.error("Error al actualizar en wishlist", error);
    return { status: "error", message: wishlistCopy.failed };
  }
}
