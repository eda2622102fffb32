// Decision 046: the app's scripts are fetched after the first paint. The rewrite of Remix's boot
// markup must not depend on where the stream happens to be cut.
import { describe, expect, it } from "vitest";

import { bootAfterPaint, bootAfterPaintText } from "./boot-after-paint";

const nonce = "n0nce==";
const page = [
  '<html><head><link rel="stylesheet" href="/assets/shell.css"/></head><body><main>Fragancias</main>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>',
  `<script nonce="${nonce}">window.__remixContext = {};</script>`,
  `<script nonce="${nonce}" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>`,
  `<script nonce="${nonce}">__remixContext.streamController.enqueue("[1]");</script></body></html>`,
  // Single fetch renders its data transfer after the app's <html> element.
  `<!--$--><script nonce="${nonce}">__remixContext.streamController.close();</script><!--/$-->`,
].join("");

async function rewrite(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(bootAfterPaint(nonce))).text();
}

describe("bootAfterPaint", () => {
  it("makes the preloads and the module script inert and adds the loader right after it", async () => {
    const html = await rewrite([page]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html.match(/<link rel="dns-prefetch" data-boot-preload=""/g)).toHaveLength(2);
    expect(html).toContain(
      `<script nonce="${nonce}" type="esencia/boot" id="esencia-boot">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script><script nonce="${nonce}">(function(){`,
    );
    expect(html).toContain("requestAnimationFrame(function(){setTimeout(p,0)})");
    expect(
      html.endsWith(
        `<script nonce="${nonce}">__remixContext.streamController.close();</script><!--/$--></body></html>`,
      ),
    ).toBe(true);
  });

  it("gives the same document wherever the stream is cut", async () => {
    const whole = await rewrite([page]);
    for (let cut = 1; cut < page.length; cut += 1)
      expect(await rewrite([page.slice(0, cut), page.slice(cut)])).toBe(whole);
    expect(await rewrite([...page])).toBe(whole);
  });

  it("keeps multi-byte characters whole when a chunk ends inside one", async () => {
    const bytes = new TextEncoder().encode(page.replace("Fragancias", "Perfumería"));
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    expect(await new Response(source.pipeThrough(bootAfterPaint(nonce))).text()).toContain("<main>Perfumería</main>");
  });

  it("passes a document without the boot script through, its preloads inert", async () => {
    const plain = '<html><body><p>Sin scripts</p><link rel="modulepreload" href="/x.js"/></body></html>';
    expect(await rewrite([plain])).toBe(
      plain.replace('rel="modulepreload"', 'rel="dns-prefetch" data-boot-preload=""'),
    );
  });

  it("writes nothing after </html> (the Nu HTML Checker's 'stray start tag')", async () => {
    const html = await rewrite([page]);
    expect(html.indexOf("</body></html>")).toBe(html.length - "</body></html>".length);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
  });

  it("rewrites text as the byte stream does, wherever the text is cut (decision 094)", async () => {
    const whole = await rewrite([page]);
    const onText = (pieces: string[]) => {
      const text = bootAfterPaintText(nonce);
      return [...pieces.flatMap((piece) => text.write(piece)), ...text.end()].join("");
    };
    expect(onText([page])).toBe(whole);
    for (let cut = 1; cut < page.length; cut += 1) expect(onText([page.slice(0, cut), page.slice(cut)])).toBe(whole);
    expect(onText([...page])).toBe(whole);
  });

  it("only touches the script carrying this response's nonce", async () => {
    const other = page.replaceAll(nonce, "otro");
    expect(await rewrite([other])).not.toContain("esencia-boot");
  });
});
