// Decision 093: a page's lead picture as a phone shows it, and the header's logo, travel inside the
// document as `data:` URLs — the very bytes the site serves for those files, read from the real local
// MEDIA namespace and static assets; wider screens get the desktop set from the <source>, preloaded.
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { seedReadsCatalogue } from "./catalog-fixture";

const origin = "http://localhost:8787";
const get = (path: string, headers: HeadersInit = {}) =>
  exports.default.fetch(new Request(`${origin}${path}`, { headers }));

/** The first <img> with high priority inside <main>: the lead picture. */
const leadSrc = (html: string) => {
  const tag = html
    .slice(html.indexOf("<main"))
    .match(/<img [^>]*>/g)
    ?.find((img) => img.includes('fetchpriority="high"'));
  return / src="([^"]+)"/.exec(tag ?? "")?.[1] ?? "";
};
const logoSrc = (html: string) => /class="site-header__logo"[^>]*><img src="([^"]+)"/.exec(html)?.[1] ?? "";
const bytesOf = (dataUrl: string) => Uint8Array.from(atob(dataUrl.split(",")[1]!), (char) => char.charCodeAt(0));

const photo = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800"/></svg>';

beforeAll(async () => {
  await seedReadsCatalogue();
  await env.MEDIA.put("products/perfume-frente-1f3a5f.svg", photo);
});

describe("the first screen's pictures inside the document", () => {
  it("a PDP carries its gallery's first picture, byte for byte what /media serves", async () => {
    const html = await (await get("/dior-sauvage-eau-de-parfum/p")).text();
    const lead = leadSrc(html);
    expect(lead).toMatch(/^data:image\/svg\+xml;base64,/);
    const served = await (await get("/media/products/perfume-frente-1f3a5f.svg")).arrayBuffer();
    expect(bytesOf(lead)).toEqual(new Uint8Array(served));
    // Wider screens: the desktop source, and its preload under the same media.
    expect(html).toMatch(
      /<picture><source media="\(min-width: 768px\)" srcSet="\/media\/products\/perfume-frente-1f3a5f\.svg"/,
    );
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/media\/products\/perfume-frente-1f3a5f\.svg"[^>]*media="\(min-width: 768px\)"/,
    );
  });

  it("the header's logo, byte for byte the static file", async () => {
    const html = await (await get("/dior-sauvage-eau-de-parfum/p")).text();
    const logo = logoSrc(html);
    expect(logo).toMatch(/^data:image\/webp;base64,/);
    const served = await (await env.ASSETS.fetch(new Request(`${origin}/brand/esencia-logo.webp`))).arrayBuffer();
    expect(bytesOf(logo)).toEqual(new Uint8Array(served));
  });

  it("home carries its first slide's 720 px copy; lite mode names the 480 px one and carries none (decision 110)", async () => {
    const slide = async (headers: HeadersInit) => {
      const html = await (await get("/", headers)).text();
      return bytesOf(leadSrc(html));
    };
    const file = async (path: string) =>
      new Uint8Array(await (await env.ASSETS.fetch(new Request(`${origin}${path}`))).arrayBuffer());
    expect(await slide({})).toEqual(await file("/content/home/slide-fiestas-mobile-720w.webp"));
    // A lite document must fit the first round trip: its pictures are files.
    const lite = await (await get("/", { "Save-Data": "on" })).text();
    expect(leadSrc(lite)).toBe("/content/home/slide-fiestas-mobile-480w.webp");
    expect(lite).not.toContain("data:image/");
  });

  it("a browser that accepts AVIF gets the slide's AVIF copy, and the logo, which has none, as WebP (decision 101)", async () => {
    const chromium = {
      Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
    };
    const html = await (await get("/", chromium)).text();
    const lead = leadSrc(html);
    expect(lead).toMatch(/^data:image\/avif;base64,/);
    const avif = await env.ASSETS.fetch(new Request(`${origin}/content/home/slide-fiestas-mobile-720w.avif`));
    expect(bytesOf(lead)).toEqual(new Uint8Array(await avif.arrayBuffer()));
    // The page still names the WebP file: the <img> is the same element a browser without AVIF gets.
    expect(html).toContain('data-carried="/content/home/slide-fiestas-mobile-720w.webp"');
    expect(logoSrc(html)).toMatch(/^data:image\/webp;base64,/);
  });

  it("a picture the store cannot read stays a file of its own, and the page renders", async () => {
    await env.MEDIA.delete("products/lipstick-frente-b3172c.svg");
    const response = await get("/dior-rouge-dior/p");
    expect(response.status).toBe(200);
    expect(leadSrc(await response.text())).toMatch(/^\/media\/products\/lipstick-frente-b3172c\.svg$/);
  });
});
