import { useFetcher, useLocation, type FetcherWithComponents } from "@remix-run/react";
import { useEffect, type FormEvent } from "react";

import { initialToggleState, showsInList, toggleTransition, wishlistToggleLabel } from "../../domain/wishlist";
import type { FormOutcome } from "../../forms/outcome";
import { useRootData, type RootData } from "../shell/root-data";
import { FetcherForm } from "../ui/FetcherForm";
import { Icon } from "../ui/Icon";

/** What the heart shows, as plain data, and its handlers in the browser (decision 104). */
export type WishlistFormProps = {
  productId: string;
  productName: string;
  inList: boolean;
  busy: boolean;
  /** The outcome of the last press that failed, from the fetcher or the no-JS redirect's flash. */
  message: string | null;
  redirectTo: string;
  /** The browser's alone (absent in markup the server keeps). */
  live?: { fetcher: FetcherWithComponents<FormOutcome>; onSubmit: (event: FormEvent) => void };
};

/**
 * The heart (spec products-and-buying §2.5, §4 "Wishlist toggle"). A real form posting to /wishlist:
 * without JS a 303 brings the shopper back; with JS a fetcher shows the destination while the call
 * is in flight and the list (root data, revalidated) settles it.
 */
export function WishlistForm({ productId, productName, inList, busy, message, redirectTo, live }: WishlistFormProps) {
  return (
    <FetcherForm fetcher={live?.fetcher} action="/wishlist" className="wishlist-toggle" onSubmit={live?.onSubmit}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="intent" value={inList ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
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

/** The heart as the server knows it: the shopper's list, and the flash a no-JS press left. */
export function committedHeart(root: RootData | undefined, productId: string) {
  const flash = root?.flash?.form === `wishlist-${productId}` ? root.flash : null;
  return { state: initialToggleState(root?.shopper.wishlist ?? [], productId), flashMessage: flash?.message ?? null };
}

/** The heart's live state in the browser: its fetcher, keyed by product, drives it while a call is in flight. */
export function useWishlistToggle(productId: string) {
  const root = useRootData();
  const fetcher = useFetcher<FormOutcome>({ key: `wishlist-${productId}` });
  const committed = committedHeart(root, productId);
  const state = fetcher.state === "idle" ? committed.state : toggleTransition(committed.state, "press");
  const busy = state === "adding" || state === "removing";
  const failed = fetcher.data?.status === "error" ? fetcher.data : null;

  useEffect(() => {
    if (failed) console.error("Error al actualizar en wishlist", failed.message);
  }, [failed]);

  // A second press while a call is in flight is ignored (the machine stays put).
  const onSubmit = (event: FormEvent) => {
    if (busy) event.preventDefault();
  };
  return {
    inList: showsInList(state),
    busy,
    message: failed?.message ?? committed.flashMessage,
    live: { fetcher, onSubmit },
  };
}

/** The heart where it stands alone (the product page's title). */
export function WishlistToggle({ productId, productName }: { productId: string; productName: string }) {
  const toggle = useWishlistToggle(productId);
  const location = useLocation();
  return (
    <WishlistForm
      productId={productId}
      productName={productName}
      redirectTo={`${location.pathname}${location.search}`}
      {...toggle}
    />
  );
}
