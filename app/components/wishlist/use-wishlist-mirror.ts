import { useEffect } from "react";

/**
 * Mirrors the server's list to localStorage 'wishlist' (spec products-and-buying §3 "Wishlist item",
 * §7 "Browser storage") for scripts that read it. The server stays the source of truth: the mirror
 * is written, never read back (decision 018). Written when the browser is idle: the first use of
 * localStorage opens the origin's store, a task of its own (~18 ms on this VM before throttling)
 * that must not join hydration's.
 */
export function useWishlistMirror(ids: string[] | undefined) {
  const key = ids?.join(",");
  useEffect(() => {
    if (key === undefined) return;
    const write = () => {
      try {
        localStorage.setItem("wishlist", JSON.stringify(key ? key.split(",").map((id) => ({ id })) : []));
      } catch {
        // Storage can be full or blocked (private modes); the server keeps the list anyway.
      }
    };
    if (!("requestIdleCallback" in window)) return write();
    const idle = requestIdleCallback(write, { timeout: 2_000 });
    return () => cancelIdleCallback(idle);
  }, [key]);
}
