// React 18's edge renderer (react-dom/server.browser) encodes every string it writes on its own —
// each attribute name, value and separator is a `TextEncoder.encode` call and a Uint8Array copied
// into a 512-byte buffer. A CPU profile of a listing render in workerd spent a third of the
// isolate's time there (decision 083). The server build gets a copy whose writer joins the strings
// of one flush and encodes them once; the markup and its order are React's own.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

/** The production build of React's edge renderer, the one the Worker runs. */
export const edgeRendererFile = join(
  dirname(require.resolve("react-dom/package.json")),
  "cjs/react-dom-server.browser.production.min.js",
);

/** React's string renderer (renderToString, renderToStaticMarkup), which `react-dom/server.browser` also re-exports. */
const legacyRendererFile = join(
  dirname(require.resolve("react-dom/package.json")),
  "cjs/react-dom-server-legacy.browser.production.min.js",
);

/** What `react-dom/server` is in the server build: react-dom/server.browser's exports, the stream renderer changed. */
const serverModuleId = "\0esencia:react-dom-server";
const serverModule = [
  `export { renderToReadableStream, version } from ${JSON.stringify(edgeRendererFile)};`,
  `export { renderToString, renderToStaticMarkup } from ${JSON.stringify(legacyRendererFile)};`,
].join("\n");

/** React 18.3.1's minified writer: `writeChunk`, then `completeWriting` and the two string converters. */
const writeChunk =
  "function p(a,b){if(0!==b.length)if(512<b.length)0<n&&(a.enqueue(new Uint8Array(l.buffer,0,n)),l=new Uint8Array(512),n=0),a.enqueue(b);else{var c=l.length-n;c<b.length&&(0===c?a.enqueue(l):(l.set(b.subarray(0,c),n),a.enqueue(l),b=b.subarray(c)),l=new Uint8Array(512),n=0);l.set(b,n);n+=b.length}}";
const completeWritingAndConverters =
  "function ba(a){l&&0<n&&(a.enqueue(new Uint8Array(l.buffer,0,n)),l=null,n=0)}var ca=new TextEncoder;function u(a){return ca.encode(a)}function w(a){return ca.encode(a)}";

/** Where `renderToReadableStream` hands its stream's controller to the render as its destination. */
const streamDestination =
  "h.destination=\na;try{fd(h,a)}catch(A){Y(h,A),Vc(h,A)}}},cancel:function(){ld(h)}},{highWaterMark:0});a.allReady=g;";

// Chunks stay strings. React writes only inside `flushCompletedQueues`, synchronously, and ends every
// flush with `completeWriting` in a `finally`: one module-level string serves every request, as
// React's own module-level byte buffer does. The flush's string goes to a destination that takes
// text: the option `rewriteText` (decision 094) changes it there, before its one encoding, and
// gets the stream's end, each handing back a list encoded item by item (decision 096); without it,
// the text is encoded as is.
const stringWriteChunk = 'var pending="";function p(a,b){pending+=b}';
const stringCompleteWriting =
  'var ca=new TextEncoder;function ba(a){0<pending.length&&(a.enqueue(pending),pending="")}function u(a){return a}function w(a){return a}' +
  "function textDestination(c,r){function put(s){0<s.length&&c.enqueue(ca.encode(s))}function putAll(l){for(var i=0;i<l.length;i++)put(l[i])}return{enqueue:function(s){r?putAll(r.write(s)):put(s)},close:function(){r&&putAll(r.end());c.close()},error:function(e){c.error(e)}}}";
const textStreamDestination =
  "h.destination=\na=textDestination(a,b&&b.rewriteText);try{fd(h,a)}catch(A){Y(h,A),Vc(h,A)}}},cancel:function(){ld(h)}},{highWaterMark:0});a.allReady=g;a.rewritesText=!0;";

/** The renderer with the string writer; throws when React's code is not the one this was written for. */
export function withStringWriter(source: string): string {
  for (const [name, original] of [
    ["writeChunk", writeChunk],
    ["completeWriting", completeWritingAndConverters],
    ["renderToReadableStream", streamDestination],
  ] as const) {
    const count = source.split(original).length - 1;
    if (count !== 1)
      throw new Error(
        `react-string-writer: ${name} de React no es el esperado (${count} coincidencias); revisá decision 083 al actualizar React`,
      );
  }
  return source
    .replace(writeChunk, stringWriteChunk)
    .replace(completeWritingAndConverters, stringCompleteWriting)
    .replace(streamDestination, textStreamDestination);
}

/**
 * Vite plugin for the server build: `react-dom/server` resolves to the production edge renderer,
 * bundled with the string writer instead of left for wrangler to bundle as published, and to the
 * string renderer for the markup written once per content copy (decision 088), as
 * `react-dom/server.browser` exports them.
 */
export function reactStringWriter(): Plugin {
  return {
    name: "esencia:react-string-writer",
    apply: "build",
    enforce: "pre",
    resolveId(source, _importer, options) {
      if (options?.ssr && source === "react-dom/server") return { id: serverModuleId, external: false };
      return null;
    },
    load(id) {
      return id === serverModuleId ? serverModule : null;
    },
    transform(code, id) {
      return id === edgeRendererFile ? { code: withStringWriter(code), map: null } : null;
    },
  };
}
