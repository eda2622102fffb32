// Product pictures as the store serves them (decisions 049, 080, 111): the drawing of each picture
// (product-drawing.ts) rendered once by sharp (libvips, librsvg), then encoded from those pixels — an
// 800 px PNG under the picture's own key, for feeds and structured data, and a WebP at each width the
// pages ask for, so a phone downloads what it shows. Encoded files are kept by the hash of what made
// them, so a seed after the first (every e2e start) reads them instead of encoding them again.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

import { productPictureFiles, productPictureWidths, productWebpQuality } from "../../app/domain/media/sized-pictures";
import { imageSize, type ProductPicture } from "./images.mjs";
import { drawProductPicture } from "./product-drawing";

export type EncodedPicture = { key: string; bytes: Buffer };

/**
 * WebP at the product pictures' quality (sized-pictures.ts, decision 111); effort 2 encodes twice as
 * fast as the default for ~10 % more bytes, which keeps the seed (and every e2e start) quick.
 */
const webp = { quality: productWebpQuality, effort: 2 } as const;
/** The PNG is for crawlers and feeds, which pages never load: fast zlib over the smallest file. */
const png = { compressionLevel: 6 } as const;
/** What else than the drawing decides the bytes: a new libvips or setting encodes again. */
const encoder = JSON.stringify({ webp, png, widths: productPictureWidths, vips: sharp.versions.vips });

export async function encodeProductPictures(
  media: { key: string; picture: ProductPicture }[],
  { cacheDir }: { cacheDir?: string } = {},
): Promise<EncodedPicture[]> {
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const encoded: EncodedPicture[] = [];
  // A few at a time: libvips already works on a thread pool, more only holds more pictures in memory.
  for (let at = 0; at < media.length; at += 8) {
    const batch = await Promise.all(media.slice(at, at + 8).map((entry) => encodeOne(entry, cacheDir)));
    encoded.push(...batch.flat());
  }
  return encoded;
}

async function encodeOne(
  { key, picture }: { key: string; picture: ProductPicture },
  cacheDir: string | undefined,
): Promise<EncodedPicture[]> {
  const svg = drawProductPicture(picture);
  // The files, widths and formats the studio's upload makes too (decision 130).
  const files = productPictureFiles(key);
  const keys = files.map((file) => file.key);
  const cached = cacheDir && join(cacheDir, createHash("sha256").update(encoder).update(svg).digest("hex"));
  if (cached) {
    const stored = readCached(cached);
    if (stored) return stored.map((bytes, i) => ({ key: keys[i]!, bytes }));
  }
  // Rendered once: librsvg's pass over the letters' paths costs more than each encoding after it.
  const pixels = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const raw = { raw: { width: imageSize, height: imageSize, channels: 3 as const } };
  const encoded = await Promise.all(
    files.map(({ width, format }) => {
      const sized = width === imageSize ? sharp(pixels, raw) : sharp(pixels, raw).resize(width);
      return (format === "image/png" ? sized.png(png) : sized.webp(webp)).toBuffer();
    }),
  );
  if (cached) writeCached(cached, encoded);
  return encoded.map((bytes, i) => ({ key: keys[i]!, bytes }));
}

/**
 * One file per picture: each encoded file's length (4 bytes) then its bytes, in the order of `keys`.
 * Written under a temporary name and renamed, so a seed running beside this one never reads half.
 */
function writeCached(path: string, files: Buffer[]) {
  const parts = files.flatMap((bytes) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    return [length, bytes];
  });
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.concat(parts));
  renameSync(partial, path);
}

function readCached(path: string): Buffer[] | null {
  let data: Buffer;
  try {
    data = readFileSync(path);
  } catch {
    return null;
  }
  const files: Buffer[] = [];
  for (let at = 0; at < data.length;) {
    const length = data.readUInt32BE(at);
    files.push(data.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return files.length === productPictureFiles("").length ? files : null;
}
