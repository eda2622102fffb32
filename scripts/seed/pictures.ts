// Product pictures as the store serves them (decisions 049, 080): the generated drawings
// (images.mjs) encoded by sharp (libvips) — an 800 px PNG under the picture's own key, for feeds and
// structured data, and a WebP at each width the pages ask for, so a phone downloads what it shows.
import sharp from "sharp";

import { productPictureWidths, productVariantKey } from "../../app/domain/media/sized-pictures";

export type EncodedPicture = { key: string; bytes: Buffer };

/**
 * WebP for flat drawings: no visible banding at quality 80, a few KB each; effort 2 encodes twice
 * as fast as the default for ~10 % more bytes, which keeps the seed (and every e2e start) quick.
 */
const webp = { quality: 80, effort: 2 } as const;

export async function encodeProductPictures(media: { key: string; value: string }[]): Promise<EncodedPicture[]> {
  const encoded: EncodedPicture[] = [];
  // A few at a time: libvips already works on a thread pool, more only holds more pictures in memory.
  for (let at = 0; at < media.length; at += 8) {
    const batch = await Promise.all(media.slice(at, at + 8).map(encodeOne));
    encoded.push(...batch.flat());
  }
  return encoded;
}

async function encodeOne({ key, value }: { key: string; value: string }): Promise<EncodedPicture[]> {
  const svg = Buffer.from(value);
  // The PNG is for crawlers and feeds, which pages never load: fast zlib over the smallest file.
  const png = await sharp(svg).png({ compressionLevel: 6 }).toBuffer();
  const variants = await Promise.all(
    productPictureWidths.map(async (width) => ({
      key: productVariantKey(key, width),
      bytes: await sharp(svg).resize(width).webp(webp).toBuffer(),
    })),
  );
  return [{ key, bytes: png }, ...variants];
}
