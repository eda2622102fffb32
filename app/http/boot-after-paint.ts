/**
 * Rewrites the boot markup Remix's <Scripts> streams so the app's JavaScript is fetched only after
 * the browser has painted the server's HTML (decision 046). Left as Remix writes it, the async
 * module and its modulepreload links start ~130 KB of downloads while the CSS and the first images
 * are still on the wire, and on a slow phone hydration runs before anything is shown.
 *
 * Textual changes, safe across chunk boundaries, that keep the document valid HTML (decision 061):
 * - each `<link rel="modulepreload"` becomes a same-origin `dns-prefetch` hint, which fetches
 *   nothing and is allowed in <body>, marked `data-boot-preload` so the loader finds it;
 * - the module script keeps its text under an inert type, with an id;
 * - right after it, a classic script waits for the first frame, then restores the preloads and
 *   appends the module script to <head> (React ignores extra nodes at the end of <head>);
 * - `</body></html>` moves to the very end: single fetch streams its data in scripts rendered after
 *   the app's <html> element, and markup after `</html>` is a parse error.
 * A document without the boot script (none is rendered) passes through with only the last change.
 */
const modulePreload = '<link rel="modulepreload"';
const inertPreload = '<link rel="dns-prefetch" data-boot-preload=""';
const documentEnd = "</body></html>";
const bootId = "esencia-boot";

/**
 * The rewrite on text: `write` takes the document's next piece and returns what is final of it,
 * `end` returns the rest. The server build's React calls it on each flush's string before encoding it
 * (`rewriteText`, decision 094), so the document is neither decoded nor encoded a second time.
 */
export type TextRewrite = { write(text: string): string; end(): string };

export function bootAfterPaintText(nonce: string): TextRewrite {
  const bootTag = `<script nonce="${nonce}" type="module" async="">`;
  let pending = "";
  let stage: "before-boot" | "in-boot" | "done" = "before-boot";

  /** Rewrites what can be decided now; returns the text that is final, keeps the rest pending. */
  function settle(final: boolean): string {
    if (stage === "done") {
      const out = pending;
      pending = "";
      return out;
    }
    let out = "";
    if (stage === "before-boot") {
      if (pending.includes(modulePreload)) pending = pending.replaceAll(modulePreload, inertPreload);
      const at = pending.indexOf(bootTag);
      if (at === -1) {
        const keep = final ? 0 : Math.max(modulePreload.length, bootTag.length) - 1;
        const cut = Math.max(0, pending.length - keep);
        out = pending.slice(0, cut);
        pending = pending.slice(cut);
        return out;
      }
      out = `${pending.slice(0, at)}<script nonce="${nonce}" type="esencia/boot" id="${bootId}">`;
      pending = pending.slice(at + bootTag.length);
      stage = "in-boot";
    }
    if (stage === "in-boot") {
      const end = pending.indexOf("</script>");
      if (end === -1) {
        const cut = final ? pending.length : Math.max(0, pending.length - ("</script>".length - 1));
        out += pending.slice(0, cut);
        pending = pending.slice(cut);
        return out;
      }
      out += `${pending.slice(0, end)}</script><script nonce="${nonce}">${bootLoader}</script>`;
      pending = pending.slice(end + "</script>".length);
      stage = "done";
    }
    out += pending;
    pending = "";
    return out;
  }

  let held = "";
  let endMoved = false;

  /** Holds `</body></html>` back until the stream ends; everything else passes on. */
  function documentEndLast(text: string, final: boolean): string {
    if (endMoved) return final ? text + documentEnd : text;
    held += text;
    let out: string;
    const at = held.indexOf(documentEnd);
    if (at !== -1) {
      endMoved = true;
      out = held.slice(0, at) + held.slice(at + documentEnd.length);
      held = "";
    } else {
      const cut = final ? held.length : Math.max(0, held.length - (documentEnd.length - 1));
      out = held.slice(0, cut);
      held = held.slice(cut);
    }
    return final && endMoved ? out + documentEnd : out;
  }

  return {
    write(text) {
      pending += text;
      return documentEndLast(settle(false), false);
    },
    end() {
      return documentEndLast(settle(true), true);
    },
  };
}

/**
 * The same rewrite as a byte stream, for a renderer that does not take `rewriteText`: React's own
 * build under `remix vite:dev` (the server build's is changed by scripts/vite/react-string-writer.ts).
 */
export function bootAfterPaint(nonce: string): TransformStream<Uint8Array, Uint8Array> {
  const rewrite = bootAfterPaintText(nonce);
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  return new TransformStream({
    transform(chunk, controller) {
      const text = rewrite.write(decoder.decode(chunk, { stream: true }));
      if (text) controller.enqueue(encoder.encode(text));
    },
    flush(controller) {
      const text = rewrite.write(decoder.decode()) + rewrite.end();
      if (text) controller.enqueue(encoder.encode(text));
    },
  });
}

/**
 * The first frame is painted between a requestAnimationFrame callback and the task after it. A
 * hidden tab paints nothing, so it boots at once. The page's whole stylesheets, written as inert
 * links by <PageStylesheets> (decision 092), become stylesheets first, ahead of the app's modules.
 * Restoring the preloads starts a fetch per link (~1 ms each on a slow phone): the module script
 * waits for the next task so neither is a long one.
 */
const bootLoader = `(function(){function p(){document.querySelectorAll('link[data-after-paint]').forEach(function(l){l.rel="stylesheet"});document.querySelectorAll('link[data-boot-preload]').forEach(function(l){l.rel="modulepreload"})}function m(){var o=document.getElementById("${bootId}"),s=document.createElement("script");s.type="module";s.nonce=o.nonce;s.textContent=o.textContent;document.head.appendChild(s)}if(document.visibilityState==="hidden"){p();m()}else requestAnimationFrame(function(){setTimeout(function(){p();setTimeout(m,0)},0)})})()`;
