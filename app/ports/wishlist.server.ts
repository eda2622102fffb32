// The wishlist port: a logged-in person's list in D1 (`wishlist_items`), keyed by the session's
// user id only; a guest's list in the signed session cookie (decision 018). Product ids only.
import { z } from "zod";

import { isProductId, mergeGuestWishlist, wishlistLimit } from "../domain/wishlist";
import type { AppContext } from "./context.server";
import type { ShopperSession } from "./session.server";

/** The cookie is signed, but what it holds is checked again: anything odd reads as an empty list. */
const GuestListSchema = z.array(z.string().refine(isProductId)).max(wishlistLimit);

export const guestWishlistOf = (session: ShopperSession): string[] => {
  const parsed = GuestListSchema.safeParse(session.get("wishlist") ?? []);
  return parsed.success ? parsed.data : [];
};

export function wishlists(context: AppContext) {
  const db = context.cloudflare.env.DB;
  const insert = db.prepare(
    "INSERT INTO wishlist_items (user_id, product_id, created_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING",
  );
  const ids = async (userId: string) => {
    const { results } = await db
      .prepare("SELECT product_id FROM wishlist_items WHERE user_id = ?1 ORDER BY created_at DESC, product_id LIMIT ?2")
      .bind(userId, wishlistLimit)
      .all<{ product_id: number }>();
    return results.map((row) => String(row.product_id));
  };

  return {
    /** The person's product ids, newest first. `userId` comes from the session, never from a form. */
    ids,

    async change(userId: string, productId: string, remove: boolean): Promise<void> {
      const statement = remove
        ? db
            .prepare("DELETE FROM wishlist_items WHERE user_id = ?1 AND product_id = ?2")
            .bind(userId, Number(productId))
        : insert.bind(userId, Number(productId), new Date().toISOString());
      await statement.run();
    },

    /** On login the guest's entries join the account's list (decision 018). */
    async merge(userId: string, guest: string[]): Promise<void> {
      if (guest.length === 0) return;
      const account = await ids(userId);
      const added = mergeGuestWishlist(account, guest).slice(account.length);
      if (added.length === 0) return;
      // The guest's first entry is their newest, so it gets the latest timestamp.
      const base = Date.now();
      await db.batch(added.map((id, index) => insert.bind(userId, Number(id), new Date(base - index).toISOString())));
    },
  };
}
