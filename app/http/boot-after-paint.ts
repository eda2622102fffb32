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
import { bootId, inlinePageDataHeader, pageDataAttribute } from "./boot-names";

const modulePreload = '<link rel="modulepreload"';
const inertPreload = '<link rel="dns-prefetch" data-boot-preload=""';
const documentEnd = "</body></html>";

/**
 * The rewrite on text: `write` takes the document's next piece and returns what is final of it,
 * `end` returns the rest. The server build's React calls it on each flush's string before encoding it
 * (`rewriteText`, decision 094), so the document is neither decoded nor encoded a second time. What
 * comes back is a list to encode in order: the text up to the first change is its own item, a slice
 * of the piece, so the bulk of a document is never copied into a joined string (decision 096).
 */
export type TextRewrite = { write(text: string): readonly string[]; end(): readonly string[] };

export function bootAfterPaintText(nonce: string): TextRewrite {
  const bootTag = `<script nonce="${nonce}" type="module" async="">`;
  const scriptEnd = "</script>";
  let pending = "";
  let stage: "before-boot" | "in-boot" | "done" = "before-boot";
  let endMoved = false;

  /**
   * One pass over what is pending: the text between the changes is passed on as slices of it and
   * joined once, so a whole document is copied once more, not once per change (decision 094). A
   * pass that starts before the boot script makes every preload in it inert, as a replace over the
   * whole pending text did. Each change is found in the input: none of the markup written in its
   * place can contain or complete `</body></html>`. The tail that could still be the start of a
   * change waits for the next piece.
   */
  function take(final: boolean): readonly string[] {
    if (stage === "done" && endMoved && !final) {
      const out = pending;
      pending = "";
      return [out];
    }
    const preloads = stage === "before-boot";
    // Where each change next occurs at or after `from`: -1 not looked for yet, Infinity nowhere.
    const next = { preload: -1, boot: -1, script: -1, end: -1 };
    const find = (kind: keyof typeof next, pattern: string, active: boolean, from: number): number => {
      if (!active) return Infinity;
      if (next[kind] < from) {
        const at = pending.indexOf(pattern, from);
        next[kind] = at === -1 ? Infinity : at;
      }
      return next[kind];
    };
    const out: string[] = [];
    let from = 0;
    for (;;) {
      const preload = find("preload", modulePreload, preloads, from);
      const boot = find("boot", bootTag, stage === "before-boot", from);
      const script = find("script", scriptEnd, stage === "in-boot", from);
      const end = find("end", documentEnd, !endMoved, from);
      const at = Math.min(preload, boot, script, end);
      if (at === Infinity) break;
      out.push(pending.slice(from, at));
      if (at === preload) {
        out.push(inertPreload);
        from = at + modulePreload.length;
      } else if (at === boot) {
        out.push(`<script nonce="${nonce}" type="esencia/boot" id="${bootId}">`);
        stage = "in-boot";
        from = at + bootTag.length;
      } else if (at === script) {
        out.push(`</script><script nonce="${nonce}">${bootLoader}</script>`);
        stage = "done";
        from = at + scriptEnd.length;
      } else {
        endMoved = true;
        from = at + documentEnd.length;
      }
    }
    const longestAwaited = Math.max(
      preloads || stage === "before-boot" ? modulePreload.length : 0,
      stage === "before-boot" ? bootTag.length : 0,
      stage === "in-boot" ? scriptEnd.length : 0,
      endMoved ? 0 : documentEnd.length,
    );
    const cut = final ? pending.length : Math.max(from, pending.length - Math.max(0, longestAwaited - 1));
    out.push(pending.slice(from, cut));
    pending = pending.slice(cut);
    if (final && endMoved) out.push(documentEnd);
    return out.length <= 2 ? out : [out[0]!, out.slice(1).join("")];
  }

  return {
    write(text) {
      pending += text;
      return take(false);
    },
    end() {
      return take(true);
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
      const text = rewrite.write(decoder.decode(chunk, { stream: true })).join("");
      if (text) controller.enqueue(encoder.encode(text));
    },
    flush(controller) {
      const text = [...rewrite.write(decoder.decode()), ...rewrite.end()].join("");
      if (text) controller.enqueue(encoder.encode(text));
    },
  });
}

/**
 * The first frame is painted between a requestAnimationFrame callback and the task after it. A
 * hidden tab paints nothing, so it boots at once. The page's whole stylesheets, written as inert
 * links by <PageStylesheets> (decision 092), become stylesheets first, ahead of the app's modules.
 * Restoring a preload starts its fetch, ~0.8 ms a link on this machine: a listing's 22 made an 18 ms
 * task. They are restored six per task, and the module script waits for the task after the last
 * (a hidden tab does it all at once).
 * A kept page names its hydration data instead of carrying it (decision 100): `d` fetches it with the
 * sheets and hands it to Remix's stream, as the scripts it replaces did. If it is gone, the page
 * again, rendered with its data inside, gives the same data (same versions, same page), read from its
 * scripts' text (a parsed copy would break the CSP with its own nonce). The stream stays open
 * otherwise, and the page works as it does without JavaScript.
 */
const fallbackData = `function(){return fetch(location.href,{headers:{"${inlinePageDataHeader}":"inline"}}).then(function(r){return r.text()}).then(function(h){var t="",k='">window.__remixContext.'+'streamController.enqueue(';h.split(k).slice(1).forEach(function(s){t+=JSON.parse(s.slice(0,s.indexOf(");<"+"/script>")))});e(t)})}`;
const bootLoader = `(function(){function d(){var u=document.getElementById("${bootId}").getAttribute("${pageDataAttribute}");if(!u)return;var c=window.__remixContext.streamController;function e(t){c.enqueue(t);c.close()}fetch(u).then(function(r){if(!r.ok)throw r;return r.text()}).then(e,${fallbackData})}function p(h){d();document.querySelectorAll('link[data-after-paint]').forEach(function(l){l.rel="stylesheet"});var l=document.querySelectorAll('link[data-boot-preload]'),i=0;(function q(){for(var e=h?l.length:Math.min(i+6,l.length);i<e;i++)l[i].rel="modulepreload";if(i<l.length)setTimeout(q,0);else if(h)m();else setTimeout(m,0)})()}function m(){var o=document.getElementById("${bootId}"),s=document.createElement("script");s.type="module";s.nonce=o.nonce;s.textContent=o.textContent;document.head.appendChild(s)}if(document.visibilityState==="hidden")p(1);else requestAnimationFrame(function(){setTimeout(p,0)})})()`;
