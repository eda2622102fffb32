// The studio's picture uploads (decision 074): checked by their own bytes, stored once under the
// hash of those bytes in the MEDIA namespace, served at /media/<key> by the media port.
import { productPictureFiles } from "../../domain/media/sized-pictures";
import { looksLikeSvg, sniffImage, uploadLimits, type SniffedImage } from "../../domain/studio/image-sniff";
import type { AppContext } from "../../ports/context.server";
import { encodePicture, mediaStore } from "../../ports/media.server";
import { auditOf } from "../../ports/studio-audit.server";

const megabytes = uploadLimits.maxBytes / (1024 * 1024);
const pixels = uploadLimits.maxSide.toLocaleString("es-AR");

export const mediaCopy = {
  missing: "Elegí una imagen para subir.",
  tooLarge: `La imagen pesa más de ${megabytes} MB. Subí una de hasta ${megabytes} MB (por ejemplo, exportala en WebP).`,
  notAnImage: "El archivo no es una imagen PNG, JPG, WebP o AVIF. Subí una imagen en uno de esos formatos.",
  svg: "Las imágenes SVG no se aceptan porque pueden contener código. Subila en PNG, JPG, WebP o AVIF.",
  tooWide: `La imagen mide más de ${pixels} píxeles de lado. Subí una más chica.`,
  failed: "No pudimos guardar la imagen. Probá de nuevo en unos minutos.",
} as const;

export type UploadResult =
  { ok: true; image: { src: string; width: number; height: number } } | { ok: false; message: string };

const refuse = (message: string) => ({ ok: false as const, message });

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The studio's checks on an upload's own bytes (decision 074): the picture, or why it is refused. */
async function checkedUpload(
  file: File,
): Promise<{ ok: true; bytes: Uint8Array<ArrayBuffer>; image: SniffedImage } | { ok: false; message: string }> {
  if (file.size === 0) return refuse(mediaCopy.missing);
  if (file.size > uploadLimits.maxBytes) return refuse(mediaCopy.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > uploadLimits.maxBytes) return refuse(mediaCopy.tooLarge);
  const image = sniffImage(bytes);
  if (!image) return refuse(looksLikeSvg(bytes) ? mediaCopy.svg : mediaCopy.notAnImage);
  if (image.width > uploadLimits.maxSide || image.height > uploadLimits.maxSide) return refuse(mediaCopy.tooWide);
  return { ok: true, bytes, image };
}

/**
 * Stores a picture a staff member uploaded. The caller has checked the role (requireStaff with
 * "imagen"); `actor` is their e-mail for the audit line. Neither the file's name nor its declared
 * type is read. A request whose body is already over the limit can be refused before it is parsed:
 * see `uploadLimits.maxBytes`.
 */
export async function storeUpload(context: AppContext, file: File, actor: string): Promise<UploadResult> {
  const upload = await checkedUpload(file);
  if (!upload.ok) return upload;
  const { bytes, image } = upload;

  const key = `uploads/${await sha256Hex(bytes)}.${image.type}`;
  try {
    await mediaStore(context.cloudflare.env).put(key, bytes);
  } catch (error) {
    console.error("KV: no se pudo guardar la imagen subida", key, error);
    return refuse(mediaCopy.failed);
  }
  await auditOf(context).record({
    actor,
    action: "imagen",
    document: null,
    detail: `/media/${key} (${image.width} × ${image.height} px, ${bytes.length.toLocaleString("es-AR")} bytes)`,
  });
  return { ok: true, image: { src: `/media/${key}`, width: image.width, height: image.height } };
}

/**
 * Stores a product's picture as the seed stores one (decision 130): the same checks as any upload,
 * then every file of `productPictureFiles` — an 800 px PNG and a WebP at each width the pages ask
 * for — under `products/studio/<hash of the upload>.png`, so `sizedPicture` gives it a `srcset` as it
 * does a seeded picture. The image is the PNG's: its width and height are what the row records. The
 * WebPs are written before the PNG, so a PNG that exists has all its widths; nothing is written for
 * a refused file.
 */
export async function storeProductPicture(context: AppContext, file: File, actor: string): Promise<UploadResult> {
  const upload = await checkedUpload(file);
  if (!upload.ok) return upload;
  const { bytes, image } = upload;
  const env = context.cloudflare.env;

  const key = `products/studio/${await sha256Hex(bytes)}.png`;
  const files = productPictureFiles(key);
  let encoded: Awaited<ReturnType<typeof encodePicture>>;
  try {
    encoded = await encodePicture(env, bytes, files);
  } catch (error) {
    console.error("Images: no se pudo escalar la foto subida", key, error);
    return refuse(mediaCopy.failed);
  }
  // Each file must be what was asked for: an account without Cloudflare Images may hand back the
  // upload as it came, which would be stored under a key that names another format and width.
  const made = encoded.map((file, index) => ({ ...file, image: sniffImage(file.bytes), asked: files[index]! }));
  const wrong = made.find(
    ({ image, asked }) =>
      image?.type !== (asked.format === "image/png" ? "png" : "webp") || image.width !== asked.width,
  );
  if (wrong) {
    console.error("Images: la foto escalada no es la pedida", wrong.key, wrong.image);
    return refuse(mediaCopy.failed);
  }
  const png = made.find((file) => file.key === key)!;
  const sized = png.image!;
  try {
    const store = mediaStore(env);
    await Promise.all(made.filter((file) => file !== png).map((file) => store.put(file.key, file.bytes)));
    await store.put(key, png.bytes);
  } catch (error) {
    console.error("KV: no se pudo guardar la foto subida", key, error);
    return refuse(mediaCopy.failed);
  }
  await auditOf(context).record({
    actor,
    action: "imagen",
    document: null,
    detail:
      `/media/${key} (subida de ${image.width} × ${image.height} px, ${bytes.length.toLocaleString("es-AR")} bytes; ` +
      `guardada en ${files.length} tamaños)`,
  });
  return { ok: true, image: { src: `/media/${key}`, width: sized.width, height: sized.height } };
}
