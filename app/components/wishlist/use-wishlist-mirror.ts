import { useEffect } from "react";

/**
 * Mirrors the server's list to localStorage 'wishlist' (spec products-and-buying §3 "Wishlist item",
 * §7 "Browser storage") for scripts that read it. The server stays the source of truth: the mirror
 * is written, never read back (decision 018).
 */
export function useWishlistMirror(ids: string[] | undefined) {
  const key = ids?.join(",");
  useEffect(() => {
    if (key === undefined) return;
    try {
      localStorage.setItem("wishlist", JSON.stringify(key ? key.split(",").map((id) => ({ id })) : []));
    } catch {
      // Storage can be full or blocked (private modes); the server keeps the list anyway.
    }
  }, [key]);
}
