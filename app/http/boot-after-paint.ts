/**
 * Rewrites the boot markup Remix's <Scripts> streams so the app's JavaScript is fetched only after
 * the browser has painted the server's HTML (decision 046). Left as Remix writes it, the async
 * module and its modulepreload links start ~130 KB of downloads while the CSS and the first images
 * are still on the wire, and on a slow phone hydration runs before anything is shown.
 *
 * Three textual changes, safe across chunk boundaries:
 * - each `<link rel="modulepreload"` becomes inert (`rel="esencia-modulepreload"`);
 * - the module script keeps its text under an inert type, with an id;
 * - right after it, a classic script waits for the first frame, then restores the preloads and
 *   appends the module script to <head> (React ignores extra nodes at the end of <head>).
 * A document without the boot script (none is rendered) passes through unchanged.
 */
const modulePreload = '<link rel="modulepreload"';
const inertPreload = '<link rel="esencia-modulepreload"';
const bootId = "esencia-boot";

export function bootAfterPaint(nonce: string): TransformStream<Uint8Array, Uint8Array> {
  const bootTag = `<script nonce="${nonce}" type="module" async="">`;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  let stage: "before-boot" | "in-boot" | "done" = "before-boot";

  /** Rewrites what can be decided now; returns the text that is final, keeps the rest pending. */
  function settle(final: boolean): string {
    let out = "";
    if (stage === "before-boot") {
      pending = pending.replaceAll(modulePreload, inertPreload);
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

  return new TransformStream({
    transform(chunk, controller) {
      if (stage === "done") return controller.enqueue(chunk);
      pending += decoder.decode(chunk, { stream: true });
      const text = settle(false);
      if (text) controller.enqueue(encoder.encode(text));
    },
    flush(controller) {
      if (stage === "done") return;
      pending += decoder.decode();
      const text = settle(true);
      if (text) controller.enqueue(encoder.encode(text));
    },
  });
}

/**
 * The first frame is painted between a requestAnimationFrame callback and the task after it. A
 * hidden tab paints nothing, so it boots at once. Restoring the preloads starts a fetch per link
 * (~1 ms each on a slow phone): the module script waits for the next task so neither is a long one.
 */
const bootLoader = `(function(){function p(){document.querySelectorAll('link[rel="esencia-modulepreload"]').forEach(function(l){l.rel="modulepreload"})}function m(){var o=document.getElementById("${bootId}"),s=document.createElement("script");s.type="module";s.nonce=o.nonce;s.textContent=o.textContent;document.head.appendChild(s)}if(document.visibilityState==="hidden"){p();m()}else requestAnimationFrame(function(){setTimeout(function(){p();setTimeout(m,0)},0)})})()`;
