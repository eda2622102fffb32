// The studio's picture uploads (decision 074): checked by their own bytes, stored once under the
// hash of those bytes in the MEDIA namespace, served at /media/<key> by the media port.
import { looksLikeSvg, sniffImage, uploadLimits } from "../../domain/studio/image-sniff";
import type { AppContext } from "../../ports/context.server";
import { mediaStore } from "../../ports/media.server";
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

const refuse = (message: string): UploadResult => ({ ok: false, message });

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Stores a picture a staff member uploaded. The caller has checked the role (requireStaff with
 * "imagen"); `actor` is their e-mail for the audit line. Neither the file's name nor its declared
 * type is read. A request whose body is already over the limit can be refused before it is parsed:
 * see `uploadLimits.maxBytes`.
 */
export async function storeUpload(context: AppContext, file: File, actor: string): Promise<UploadResult> {
  if (file.size === 0) return refuse(mediaCopy.missing);
  if (file.size > uploadLimits.maxBytes) return refuse(mediaCopy.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > uploadLimits.maxBytes) return refuse(mediaCopy.tooLarge);
  const image = sniffImage(bytes);
  if (!image) return refuse(looksLikeSvg(bytes) ? mediaCopy.svg : mediaCopy.notAnImage);
  if (image.width > uploadLimits.maxSide || image.height > uploadLimits.maxSide) return refuse(mediaCopy.tooWide);

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
