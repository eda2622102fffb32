import { createContext, useContext, useEffect, useState } from "react";

import type { DeferredPiece, DeferredPieces, ServerRenderData } from "../../http/server-render";

/**
 * The server-only channel (decision 084): what this request's loaders kept for the render, provided
 * by entry.server. The browser has none (null): it fetches a piece when it is first shown.
 */
const ServerRenderContext = createContext<ServerRenderData | null>(null);
export const ServerRenderDataProvider = ServerRenderContext.Provider;

export type PieceState<T> =
  | { status: "unasked" }
  | { status: "loading" }
  | { status: "failed"; retry: () => void }
  | { status: "ready"; data: T };

// Answers are kept for the page's life: the menus are asked once however many pieces show them,
// and a listing's facets once per query.
const answers = new Map<string, unknown>();
const asking = new Map<string, Promise<unknown>>();

function ask(url: string): Promise<unknown> {
  let pending = asking.get(url);
  if (!pending) {
    pending = fetch(url, { headers: { Accept: "application/json" } })
      .then((response) => {
        if (!response.ok) throw new Error(`${url} respondió ${response.status}`);
        return response.json();
      })
      .then((data: unknown) => {
        answers.set(url, data);
        return data;
      })
      .finally(() => asking.delete(url));
    asking.set(url, pending);
  }
  return pending;
}

/**
 * A piece's data: on the server, what the loaders kept; in the browser, fetched from `url` once
 * `wanted` (and kept for the page's life), with its loading and failed states.
 */
export function useDeferredPiece<K extends DeferredPiece>(
  piece: K,
  url: string,
  wanted: boolean,
): PieceState<DeferredPieces[K]> {
  const server = useContext(ServerRenderContext);
  const [answer, setAnswer] = useState<{ url: string; data?: unknown; failed?: boolean } | null>(() =>
    answers.has(url) ? { url, data: answers.get(url) } : null,
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    if (answers.has(url)) {
      setAnswer({ url, data: answers.get(url) });
      return;
    }
    let current = true;
    ask(url).then(
      (data) => current && setAnswer({ url, data }),
      (error: unknown) => {
        console.error(error);
        if (current) setAnswer({ url, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [url, wanted, attempt]);

  if (server) {
    const data = server[piece];
    return data === undefined ? { status: "unasked" } : { status: "ready", data };
  }
  if (answer?.url === url) {
    if (!answer.failed) return { status: "ready", data: answer.data as DeferredPieces[K] };
    const retry = () => {
      setAnswer(null);
      setAttempt((count) => count + 1);
    };
    return { status: "failed", retry };
  }
  return wanted ? { status: "loading" } : { status: "unasked" };
}
