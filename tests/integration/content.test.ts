// Decision 015: documents are validated by their zod schema; an invalid one is
// logged and treated as missing, never rendered half-parsed.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { HeaderSchema } from "../../app/content/shell";
import { content } from "../../app/ports/content.server";

const context = { cloudflare: { env, ctx: { waitUntil() {}, passThroughOnException() {} }, cf: undefined } };

describe("content store", () => {
  it("reads and validates the seeded header", async () => {
    const header = await content(context).read("content:header", HeaderSchema);
    expect(header?.searchPlaceholder).toBe("Buscá perfumes, maquillaje y más…");
    expect(header?.alertBar.messages).toHaveLength(3);
  });

  it("treats an invalid document as missing", async () => {
    await env.CONTENT.put("content:header-roto", JSON.stringify({ logo: { src: "" } }));
    expect(await content(context).read("content:header-roto", HeaderSchema)).toBeNull();
  });

  it("treats an absent document as missing", async () => {
    expect(await content(context).read("content:no-existe", HeaderSchema)).toBeNull();
  });
});
