import type { ReactNode } from "react";

import type { DeferredPieces, DeferredPiece as Piece } from "../../http/server-render";
import { useDeferredPiece } from "./deferred-piece";
import { DeferredContent } from "./DeferredContent";

type Props<K extends Piece> = {
  piece: K;
  /** Where the browser fetches it (`deferredPieceUrl`). */
  url: string;
  /**
   * Shown at least once: from then on it is built in the browser (decision 048), from data fetched
   * then — and again for a new `url`, a listing's next query, so a drawer opened once stays ready.
   */
  built: boolean;
  /** The Spanish copy while it loads and when it could not load. */
  copy: { loading: string; failed: string };
  children: (data: DeferredPieces[K]) => ReactNode;
};

/**
 * Content hidden until a shopper asks for it, whose data the document does not carry (decision
 * 084): the server renders it from what the loaders kept, inside DeferredContent's <noscript> for
 * browsers without JavaScript; the browser fetches the data the first time it is shown, and says
 * so while it loads or if it fails, with a retry.
 */
export function DeferredPiece<K extends Piece>({ piece, url, built, copy, children }: Props<K>) {
  const state = useDeferredPiece(piece, url, built);
  if (state.status === "ready") return <DeferredContent built={built}>{children(state.data)}</DeferredContent>;
  if (!built) return <DeferredContent built={false}>{null}</DeferredContent>;
  if (state.status === "failed") {
    return (
      <div className="deferred-piece" role="alert">
        <p>{copy.failed}</p>
        <button type="button" className="button button--outline" onClick={state.retry}>
          Reintentar
        </button>
      </div>
    );
  }
  return (
    <p className="deferred-piece" role="status">
      {copy.loading}
    </p>
  );
}
