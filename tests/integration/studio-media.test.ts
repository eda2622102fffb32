// The studio's picture uploads (app/features/studio/media.server.ts, decision 074). Issue: "image
// (upload into the store's media storage with type sniffing and a size limit, or a URL)"; "a huge or
// non-image upload is refused with a clear message". Real pictures (tests/fixtures/pictures.ts)
// into the real local MEDIA namespace, served back by the worker.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { mediaCopy, storeUpload } from "../../app/features/studio/media.server";
import { bytesOf, pictures, sizes } from "../fixtures/pictures";

const context = { cloudflare: { env, ctx: { waitUntil() {}, passThroughOnException() {} }, cf: undefined } };
const actor = "editor@esencia.demo";

/** A file as a browser would send it: the name and declared type are whatever the person's machine said. */
const upload = (bytes: Uint8Array<ArrayBuffer>, name = "foto.png", type = "image/png") =>
  new File([bytes], name, { type });

const hex = async (bytes: Uint8Array<ArrayBuffer>) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");

describe("storeUpload", () => {
  it.each([
    ["png", "png", "image/png"],
    ["jpgExif", "jpg", "image/jpeg"],
    ["webpAlpha", "webp", "image/webp"],
    ["avif", "avif", "image/avif"],
  ] as const)(
    "stores a %s under the hash of its bytes and serves it with its real type",
    async (name, ext, contentType) => {
      const bytes = bytesOf(pictures[name]);
      // Named and typed as something else: neither is read.
      const result = await storeUpload(context, upload(bytes, "documento.pdf", "application/pdf"), actor);
      const key = `uploads/${await hex(bytes)}.${ext}`;
      const [width, height] = sizes[name];
      expect(result).toEqual({ ok: true, image: { src: `/media/${key}`, width, height } });
      const stored = await env.MEDIA.get(key, "arrayBuffer");
      expect(new Uint8Array(stored!)).toEqual(bytes);
      const served = await exports.default.fetch(new Request(`http://localhost:8787/media/${key}`));
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe(contentType);
      expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
      const audit = await env.DB.prepare(
        "SELECT actor, detail FROM studio_audit WHERE action = 'imagen' AND substr(detail, 1, length(?1)) = ?1",
      )
        .bind(`/media/${key}`)
        .first<{ actor: string; detail: string }>();
      expect(audit?.actor).toBe(actor);
    },
  );

  it("the same picture twice is one key", async () => {
    const bytes = bytesOf(pictures.webpLossy);
    const first = await storeUpload(context, upload(bytes), actor);
    const second = await storeUpload(context, upload(bytes, "otra.webp"), actor);
    expect(first).toEqual(second);
  });

  it.each([
    [
      "an SVG (scripts)",
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      mediaCopy.svg,
    ],
    ["HTML named .png", new TextEncoder().encode("<!doctype html><script>alert(1)</script>"), mediaCopy.notAnImage],
    ["a GIF", bytesOf(pictures.gif), mediaCopy.notAnImage],
    ["an empty file", new Uint8Array(), mediaCopy.missing],
    [
      "a picture over 2 MB",
      new Uint8Array([...bytesOf(pictures.png), ...new Uint8Array(2 * 1024 * 1024)]),
      mediaCopy.tooLarge,
    ],
  ])("refuses %s with a clear Spanish message and stores nothing", async (_, bytes, message) => {
    const before = (await env.MEDIA.list({ prefix: "uploads/" })).keys.length;
    expect(await storeUpload(context, upload(bytes as Uint8Array<ArrayBuffer>), actor)).toEqual({ ok: false, message });
    expect((await env.MEDIA.list({ prefix: "uploads/" })).keys.length).toBe(before);
  });

  it("names the limit in its message", () => expect(mediaCopy.tooLarge).toContain("2 MB"));

  it("refuses a picture whose header claims more than 8,000 pixels a side", async () => {
    const bytes = bytesOf(pictures.png).slice();
    new DataView(bytes.buffer).setUint32(16, 20_000);
    expect(await storeUpload(context, upload(bytes), actor)).toEqual({ ok: false, message: mediaCopy.tooWide });
  });
});
