// The document's render (entry.server). React's Node renderer, `renderToPipeableStream`, runs on the
// Worker's `nodejs_compat` (decision 107): it encodes the page into 2 KB buffers with `encodeInto`,
// where the web build's `renderToReadableStream` encodes each of a render's thousands of strings
// into an array of its own.
import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server.node";

type Options = {
  nonce: string;
  /** Aborts what is still pending: its Suspense boundaries are left to the browser. */
  signal: AbortSignal;
  /** The whole document at once (crawlers, browsers without scripts) instead of the shell first. */
  whole: boolean;
  onError: (error: unknown) => void;
};

/** Resolves with the document's stream once its shell (or all of it) is ready; rejects if the shell fails. */
export function renderDocument(
  element: ReactNode,
  { nonce, signal, whole, onError }: Options,
): Promise<ReadableStream<Uint8Array>> {
  return new Promise((resolve, reject) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (started) => void (controller = started),
      cancel: (reason) => render.abort(reason),
    });
    const destination = new Writable({
      write(chunk: Uint8Array, _encoding, written) {
        controller.enqueue(chunk);
        written();
      },
      final(ended) {
        controller.close();
        ended();
      },
    });
    const start = () => {
      render.pipe(destination);
      resolve(body);
    };
    const render = renderToPipeableStream(element, {
      nonce,
      onShellReady: () => (whole ? undefined : start()),
      onAllReady: () => (whole ? start() : undefined),
      onShellError: reject,
      onError,
    });
    signal.addEventListener("abort", () => render.abort(signal.reason), { once: true });
  });
}
