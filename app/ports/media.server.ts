import type { ProductPictureFile } from "../domain/media/sized-pictures";
import { edgeCache } from "./cache/edge.server";

const contentTypes: Record<string, string> = {
  svg: "image/svg+xml",
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  avif: "image/avif",
};
const safeKey = /^[a-z0-9][a-z0-9/_.-]*\.(svg|webp|png|jpg|avif)$/;

/**
 * Product images generated at seed time live in the MEDIA namespace and are served here, behind
 * the edge cache. Keys are deterministic per product, so a day of caching is safe.
 */
export async function serveMedia(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  const key = new URL(request.url).pathname.slice("/media/".length);
  const match = safeKey.exec(key);
  if (!match || key.includes("..")) return new Response("Imagen no encontrada", { status: 404 });

  const cache = edgeCache();
  const cached = await cache?.match(request);
  if (cached) return cached;

  const body = await env.MEDIA.get(key, { type: "arrayBuffer", cacheTtl: 3600 });
  if (!body) return new Response("Imagen no encontrada", { status: 404 });
  const response = new Response(request.method === "HEAD" ? null : body, {
    headers: {
      "Content-Type": contentTypes[match[1]!]!,
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      "X-Content-Type-Options": "nosniff",
      // An SVG opened directly must not run anything.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
  if (request.method === "GET" && cache) ctx.waitUntil(cache.put(request, response.clone()));
  return response;
}

/**
 * The MEDIA namespace for the studio's uploads (decision 074). Keys are content addresses: writing
 * a key again writes the same bytes, so a picture in use never changes under a page.
 */
export function mediaStore(env: Env) {
  return {
    async put(key: string, bytes: Uint8Array): Promise<void> {
      if (!safeKey.test(key) || key.includes("..")) throw new Error(`Clave de imagen no válida: ${key}`);
      await env.MEDIA.put(key, bytes);
    },
  };
}

/**
 * Encodes a picture as each of `files` through the Images binding (decision 130): Cloudflare Images
 * at the edge; sharp — the library the seed encodes with — where Miniflare runs it (`wrangler dev`,
 * the e2e server, the tests). Scaled to each file's width, keeping the aspect ratio; a picture
 * narrower than a width is enlarged, so every file `sizedPicture` lists exists. Throws when the
 * binding cannot read or encode it.
 */
export async function encodePicture(
  env: Env,
  bytes: Uint8Array<ArrayBuffer>,
  files: readonly ProductPictureFile[],
): Promise<{ key: string; bytes: Uint8Array<ArrayBuffer> }[]> {
  return Promise.all(
    files.map(async ({ key, width, format, quality }) => {
      const result = await env.IMAGES.input(new Blob([bytes]).stream())
        .transform({ width, fit: "contain" })
        .output({ format, ...(quality ? { quality } : {}) });
      const encoded = new Uint8Array(await result.response().arrayBuffer());
      return { key, bytes: encoded };
    }),
  );
}

/**
 * The bytes of a picture the site serves, by its path: `/media/…` from the MEDIA namespace, any
 * other from the static assets. Null when there is no such picture.
 */
export async function pictureBytes(env: Env, path: string): Promise<{ bytes: ArrayBuffer; type: string } | null> {
  const extension = path.split(".").at(-1)!;
  const type = Object.hasOwn(contentTypes, extension) ? contentTypes[extension] : undefined;
  // Only this site's own files: a picture on another host (a logo set to a CDN address) is not ours to read.
  if (!type || !path.startsWith("/") || path.startsWith("//") || path.includes("..")) return null;
  if (path.startsWith("/media/")) {
    const key = path.slice("/media/".length);
    if (!safeKey.test(key)) return null;
    const bytes = await env.MEDIA.get(key, { type: "arrayBuffer", cacheTtl: 3600 });
    return bytes ? { bytes, type } : null;
  }
  const response = await env.ASSETS.fetch(new Request(new URL(path, "https://assets.local")));
  return response.ok ? { bytes: await response.arrayBuffer(), type } : null;
}
