// Decision 100: a kept copy's hydration data leaves the document for an address of its own, and
// comes back to Remix's stream exactly as its scripts handed it.
import { describe, expect, it } from "vitest";

import { pageDataApart, pageDataHashOf, pageDataHref, withPageDataAt } from "./page-data-apart";

const nonce = "n0nce==";
const enqueue = (text: string) =>
  `<script nonce="${nonce}">window.__remixContext.streamController.enqueue(${JSON.stringify(text).replaceAll("<", "\\u003c")});</script>`;
const close = `<script nonce="${nonce}">window.__remixContext.streamController.close();</script>`;
const boot = `<script nonce="${nonce}" type="esencia/boot" id="esencia-boot">import("/assets/entry.client.js");</script>`;
const first = '[{"_1":2},"loaderData","<b>Perfumería</b> \u2028"]\n';
const promised = "P785:[[1126,1147]]\n";
const page = [
  "<html><head></head><body><main>Fragancias</main>",
  `<script nonce="${nonce}">window.__remixContext = {};</script>`,
  boot,
  enqueue(first),
  `<!--$-->${enqueue(promised)}<!--$-->${close}<!--/$--><!--/$--></body></html>`,
].join("");

describe("pageDataApart", () => {
  it("takes every chunk the scripts handed to the stream, in order, and the scripts out of the page", () => {
    const apart = pageDataApart(page)!;
    expect(apart.data).toBe(first + promised);
    expect(apart.html).not.toContain("streamController");
    expect(apart.html).toContain("<main>Fragancias</main>");
    expect(apart.html).toContain(boot);
    expect(apart.html).toContain("window.__remixContext = {};");
  });

  it("leaves alone a page without a boot script to say where the data went, or whose stream never closed", () => {
    expect(pageDataApart(page.replace(boot, ""))).toBeNull();
    expect(pageDataApart(page.replace(close, ""))).toBeNull();
    expect(pageDataApart("<html><body><main>Liviano</main></body></html>")).toBeNull();
  });
});

describe("the data's address", () => {
  it("is named by the data: the same data, the same address; other data, another", async () => {
    const href = await pageDataHref(first);
    expect(href).toMatch(/^\/_datos\/[0-9a-f]{32}$/);
    expect(await pageDataHref(first)).toBe(href);
    expect(await pageDataHref(promised)).not.toBe(href);
    expect(pageDataHashOf(href)).toBe(href.slice("/_datos/".length));
  });

  it("is written on the boot script", () => {
    expect(withPageDataAt(page, "/_datos/abc")).toContain(
      `id="esencia-boot" data-page-data="/_datos/abc">import("/assets/entry.client.js")`,
    );
  });

  it.each(["/_datos/", "/_datos/../admin", "/_datos/ABCDEF0123456789ABCDEF0123456789", "/otra/0123"])(
    "names no data at %s",
    (pathname) => expect(pageDataHashOf(pathname)).toBeNull(),
  );
});
