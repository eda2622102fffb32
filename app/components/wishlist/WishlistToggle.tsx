import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, type FormEvent } from "react";

import { initialToggleState, showsInList, toggleTransition, wishlistToggleLabel } from "../../domain/wishlist";
import type { FormOutcome } from "../../forms/outcome";
import { useRootData } from "../shell/root-data";
import { FetcherForm } from "../ui/FetcherForm";
import { Icon } from "../ui/Icon";

/**
 * The heart, on a card and on the product page's title (spec products-and-buying §2.5, §4 "Wishlist
 * toggle"). A real form posting to /wishlist: without JS a 303 brings the shopper back; with JS a
 * fetcher, keyed by product, shows the destination while the call is in flight and the list (root
 * data, revalidated) settles it.
 */
export function WishlistToggle({ productId, productName }: { productId: string; productName: string }) {
  const root = useRootData();
  const fetcher = useFetcher<FormOutcome>({ key: `wishlist-${productId}` });
  const location = useLocation();
  const committed = initialToggleState(root?.shopper.wishlist ?? [], productId);
  const state = fetcher.state === "idle" ? committed : toggleTransition(committed, "press");
  const inList = showsInList(state);
  const busy = state === "adding" || state === "removing";
  const failed = fetcher.data?.status === "error" ? fetcher.data : null;
  // A no-JS press comes back with its outcome as a flash.
  const flash = root?.flash?.form === `wishlist-${productId}` ? root.flash : null;
  const message = failed?.message ?? flash?.message;

  useEffect(() => {
    if (failed) console.error("Error al actualizar en wishlist", failed.message);
  }, [failed]);

  // A second press while a call is in flight is ignored (the machine stays put).
  const onSubmit = (event: FormEvent) => {
    if (busy) event.preventDefault();
  };
  return (
    <FetcherForm fetcher={fetcher} action="/wishlist" className="wishlist-toggle" onSubmit={onSubmit}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="intent" value={inList ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        className={inList ? "is-in-list" : undefined}
        aria-busy={busy}
        aria-label={wishlistToggleLabel(productName, inList)}
      >
        <Icon name="heart" />
      </button>
      {message ? (
        <span className="visually-hidden" role="status">
          {message}
        </span>
      ) : null}
    </FetcherForm>
  );
}
