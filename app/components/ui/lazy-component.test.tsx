// Decision 081: a lazy piece's server HTML is the eager component's (so it works without
// JavaScript and hydrates in place), and a chunk that fails to load costs the piece, not the page.
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { lazyComponent } from "./lazy-component";

function Greeting({ name }: { name: string }) {
  return (
    <form method="post" action="/newsletter">
      <button type="submit">Hola, {name}</button>
    </form>
  );
}

describe("lazyComponent", () => {
  it("renders on the server what the component renders, inside its own Suspense boundary", async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Greeting));
    await Lazy.preload();
    expect(renderToString(<Lazy name="Ana" />)).toBe(`<!--$-->${renderToString(<Greeting name="Ana" />)}<!--/$-->`);
  });

  it("leaves the piece out when its code cannot load", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const Lazy = lazyComponent<{ name: string }>(() => Promise.reject(new Error("chunk perdido")));
    await Lazy.preload();
    expect(renderToString(<Lazy name="Ana" />)).toBe("<!--$--><!--/$-->");
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
