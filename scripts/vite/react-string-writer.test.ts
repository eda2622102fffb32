import { readFileSync } from "node:fs";
import { createElement as h, Suspense, type ReactNode } from "react";
import { describe, expect, it } from "vitest";

import { evaluateCommonJs } from "./commonjs";
import { edgeRendererFile, withStringWriter } from "./react-string-writer";

type TextRewrite = { write(text: string): readonly string[]; end(): readonly string[] };
type Renderer = {
  renderToReadableStream: (
    node: ReactNode,
    options?: { nonce?: string; rewriteText?: TextRewrite },
  ) => Promise<ReadableStream<Uint8Array> & { rewritesText?: boolean }>;
};

const published = readFileSync(edgeRendererFile, "utf8");

const load = (source: string) => evaluateCommonJs<Renderer>(source);

async function html(
  renderer: Renderer,
  node: ReactNode,
  rewriteText?: TextRewrite,
): Promise<{ text: string; chunks: number }> {
  const stream = await renderer.renderToReadableStream(node, { nonce: "n0nce", rewriteText });
  let text = "";
  let chunks = 0;
  const decoder = new TextDecoder();
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    chunks += 1;
    text += decoder.decode(chunk, { stream: true });
  }
  return { text: text + decoder.decode(), chunks };
}

/** Resolves on the next macrotask, so the boundary below streams after the shell. */
function later<T>(value: T): { read: () => T } {
  let done = false;
  const promise = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
    done = true;
  });
  return {
    read() {
      if (!done) throw promise;
      return value;
    },
  };
}

function Late({ source }: { source: { read: () => string } }) {
  return h("p", { className: "late" }, source.read());
}

const page = () =>
  h(
    "main",
    { id: "pagina", "data-x": 'comillas " & <ángulos>' },
    h("h1", null, "Fragancias — ñandú ✓ 😀"),
    h("a", { href: "/lancome-idole-eau-de-parfum/p", className: "product-card__link" }, "Idôle"),
    h("img", { src: "/media/a.webp", srcSet: "/media/a-240.webp 240w, /media/a-400.webp 400w", alt: "" }),
    "x".repeat(3000),
    h(Suspense, { fallback: h("p", null, "Cargando…") }, h(Late, { source: later("Llegó después") })),
  );

describe("React's edge renderer with the string writer (decision 083)", () => {
  it("writes byte for byte what the published renderer writes, streamed boundaries included", async () => {
    const before = await html(load(published), page());
    const after = await html(load(withStringWriter(published)), page());
    expect(after.text).toBe(before.text);
    expect(after.text).toContain("Llegó después");
    expect(after.text).toContain("😀");
  });

  it("sends one chunk per flush instead of one per 512 bytes", async () => {
    const before = await html(load(published), page());
    const after = await html(load(withStringWriter(published)), page());
    expect(after.chunks).toBeLessThan(before.chunks);
    expect(after.chunks).toBe(2); // the shell, then the boundary that streamed in
  });

  it("keeps two renders in flight apart", async () => {
    const renderer = load(withStringWriter(published));
    const [one, two] = await Promise.all([
      html(renderer, h("p", null, "uno", h(Suspense, { fallback: "…" }, h(Late, { source: later("UNO") })))),
      html(renderer, h("p", null, "dos", h(Suspense, { fallback: "…" }, h(Late, { source: later("DOS") })))),
    ]);
    expect(one.text).toContain("UNO");
    expect(one.text).not.toContain("DOS");
    expect(two.text).toContain("DOS");
    expect(two.text).not.toContain("UNO");
  });

  it("gives each flush's text to `rewriteText` before encoding it, each item it hands back in order, and its end last (decisions 094, 096)", async () => {
    const before = await html(load(published), page());
    const pieces: string[] = [];
    const rewrite: TextRewrite = {
      write(text) {
        pieces.push(text);
        const rewritten = text.replaceAll("<p", "<p data-reescrito");
        const cut = Math.floor(rewritten.length / 2);
        return [rewritten.slice(0, cut), "", rewritten.slice(cut)];
      },
      end: () => ["<!--fin", "-->"],
    };
    const after = await html(load(withStringWriter(published)), page(), rewrite);
    expect(pieces.join("")).toBe(before.text);
    expect(pieces).toHaveLength(2);
    expect(after.text).toBe(`${before.text.replaceAll("<p", "<p data-reescrito")}<!--fin-->`);
  });

  it("marks its stream as rewriting text, which the published renderer does not", async () => {
    expect((await load(withStringWriter(published)).renderToReadableStream(h("p"))).rewritesText).toBe(true);
    expect((await load(published).renderToReadableStream(h("p"))).rewritesText).toBeUndefined();
  });

  it("refuses a React whose writer is not the one it replaces", () => {
    expect(() => withStringWriter(published.replace("function p(a,b){", "function p(a,b,c){"))).toThrow(/decision 083/);
    expect(() => withStringWriter(published.replace("h.destination=\na;", "h.destination=a;"))).toThrow(
      /renderToReadableStream/,
    );
  });
});
