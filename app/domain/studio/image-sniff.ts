// Decision 074: an upload is a picture only if its own bytes say so. The file's name and the type
// the browser sent are never read: the format and the size come from the magic bytes and the
// header (PNG's IHDR, JPEG's SOFn, WebP's VP8/VP8L/VP8X, AVIF's ispe). SVG is not a format here: it
// can carry scripts.

export type SniffedImage = { type: "png" | "jpg" | "webp" | "avif"; width: number; height: number };

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  start + length <= bytes.length ? String.fromCharCode(...bytes.subarray(start, start + length)) : "";

const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u32be = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u24le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);

const sized = (type: SniffedImage["type"], width: number, height: number): SniffedImage | null =>
  width > 0 && height > 0 ? { type, width, height } : null;

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The first chunk of every PNG is IHDR: width and height, 4 bytes each, big-endian. */
function png(bytes: Uint8Array): SniffedImage | null {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== "IHDR") return null;
  return sized("png", u32be(bytes, 16), u32be(bytes, 20));
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): not DHT (C4), JPG (C8), DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks the segments (APPn, DQT, DHT …) to the first SOFn: precision, then height and width. */
function jpeg(bytes: Uint8Array): SniffedImage | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers. SOS or EOI before a frame: not a picture.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null;
    const length = u16be(bytes, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return sized("jpg", u16be(bytes, at + 7), u16be(bytes, at + 5));
    }
    at += 2 + length;
  }
  return null;
}

/** RIFF 'WEBP' and its first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X, with the canvas size). */
function webp(bytes: Uint8Array): SniffedImage | null {
  if (bytes.length < 30) return null;
  const data = 20;
  switch (ascii(bytes, 12, 4)) {
    case "VP8 ":
      // A key frame's start code, then 14-bit width and height (2 bits of scaling above each).
      if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) return null;
      return sized("webp", u16le(bytes, data + 6) & 0x3fff, u16le(bytes, data + 8) & 0x3fff);
    case "VP8L": {
      if (bytes[data] !== 0x2f) return null;
      const [b0, b1, b2, b3] = [bytes[data + 1]!, bytes[data + 2]!, bytes[data + 3]!, bytes[data + 4]!];
      return sized("webp", 1 + (b0 | ((b1 & 0x3f) << 8)), 1 + ((b1 >> 6) | (b2 << 2) | ((b3 & 0x0f) << 10)));
    }
    case "VP8X":
      return sized("webp", 1 + u24le(bytes, data + 4), 1 + u24le(bytes, data + 7));
    default:
      return null;
  }
}

type Box = { type: string; start: number; end: number };

/** The ISO-BMFF boxes between two offsets; a box that overruns its parent ends the list. */
function boxes(bytes: Uint8Array, start: number, end: number): Box[] {
  const found: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = u32be(bytes, at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end || u32be(bytes, at + 8) !== 0) break; // a 64-bit size past 4 GB: not an upload
      size = u32be(bytes, at + 12);
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) break;
    found.push({ type: ascii(bytes, at + 4, 4), start: at + header, end: at + size });
    at += size;
  }
  return found;
}

const child = (bytes: Uint8Array, parent: Box | undefined, type: string, skip = 0) =>
  parent ? boxes(bytes, parent.start + skip, parent.end).find((box) => box.type === type) : undefined;

/**
 * AVIF: an 'ftyp' naming the avif brand, then in 'meta' the primary item ('pitm') and the spatial
 * extent ('ispe') its properties ('ipma' into 'ipco') point to. A grid's tiles have ispe of their
 * own, so the first ispe is not enough.
 */
function avif(bytes: Uint8Array): SniffedImage | null {
  const top = boxes(bytes, 0, bytes.length);
  const ftyp = top[0];
  if (ftyp?.type !== "ftyp") return null;
  const brands = [];
  for (let at = ftyp.start; at + 4 <= ftyp.end; at += 4) if (at !== ftyp.start + 4) brands.push(ascii(bytes, at, 4));
  if (!brands.includes("avif") && !brands.includes("avis")) return null;

  const meta = top.find((box) => box.type === "meta");
  const pitm = child(bytes, meta, "pitm", 4);
  const iprp = child(bytes, meta, "iprp", 4);
  const ipco = child(bytes, iprp, "ipco");
  const ipma = child(bytes, iprp, "ipma");
  if (!pitm || !ipco || !ipma) return null;
  const primary = bytes[pitm.start] === 0 ? u16be(bytes, pitm.start + 4) : u32be(bytes, pitm.start + 4);
  const properties = boxes(bytes, ipco.start, ipco.end);

  const version = bytes[ipma.start]!;
  const wideIndex = (bytes[ipma.start + 3]! & 1) === 1;
  let at = ipma.start + 8;
  const entries = ipma.start + 4 + 4 <= ipma.end ? u32be(bytes, ipma.start + 4) : 0;
  for (let entry = 0; entry < entries && at < ipma.end; entry++) {
    const item = version < 1 ? u16be(bytes, at) : u32be(bytes, at);
    at += version < 1 ? 2 : 4;
    const count = bytes[at++] ?? 0;
    for (let association = 0; association < count && at < ipma.end; association++) {
      const index = wideIndex ? u16be(bytes, at) & 0x7fff : bytes[at]! & 0x7f;
      at += wideIndex ? 2 : 1;
      const property = properties[index - 1];
      if (item === primary && property?.type === "ispe" && property.start + 12 <= property.end)
        return sized("avif", u32be(bytes, property.start + 4), u32be(bytes, property.start + 8));
    }
  }
  return null;
}

export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  if (pngSignature.every((byte, index) => bytes[index] === byte)) return png(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpeg(bytes);
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return webp(bytes);
  if (ascii(bytes, 4, 4) === "ftyp") return avif(bytes);
  return null;
}

/** What an upload may be (decision 074): small enough for a page to stay light, and a sane size in pixels. */
export const uploadLimits = { maxBytes: 2 * 1024 * 1024, maxSide: 8_000 } as const;

/** An SVG (or any XML) is refused with its own message: it is text that can carry scripts. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, "")
    .trimStart();
  return head.startsWith("<") && /<svg[\s>/]/i.test(head);
}
