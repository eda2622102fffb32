// Decision 074; issue "Bad input and faults": "a huge or non-image upload is refused with a clear
// message"; "image (upload into the store's media storage with type sniffing and a size limit)".
// Real files (tests/fixtures/pictures.ts), then the same bytes cut, bent and disguised.
import { describe, expect, it } from "vitest";

import { bytesOf, pictures, sizes } from "../../../tests/fixtures/pictures";
import { looksLikeSvg, sniffImage } from "./image-sniff";

const real = (name: keyof typeof pictures) => bytesOf(pictures[name]);
const text = (value: string) => new TextEncoder().encode(value);

describe("real pictures: the format and the size from their own header", () => {
  it.each([
    ["png", "png"],
    ["jpgBaseline", "jpg"],
    ["jpgProgressive", "jpg"],
    ["jpgExif", "jpg"],
    ["webpLossy", "webp"],
    ["webpLossless", "webp"],
    ["webpAlpha", "webp"],
    ["avif", "avif"],
  ] as const)("%s → %s", (name, type) => {
    const [width, height] = sizes[name];
    expect(sniffImage(real(name))).toEqual({ type, width, height });
  });
});

describe("anything else is not a picture", () => {
  it.each([
    ["a GIF (not a format the store serves)", real("gif")],
    [
      "an SVG, which can carry scripts",
      text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ["an SVG behind an XML prolog", text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["HTML", text("<!doctype html><title>x</title>")],
    ["a PDF", text("%PDF-1.7\n%âãÏÓ\n")],
    ["nothing", new Uint8Array()],
    ["the PNG signature alone", real("png").subarray(0, 8)],
    ["a PNG cut inside IHDR", real("png").subarray(0, 20)],
    ["a JPEG cut before its frame header", real("jpgBaseline").subarray(0, 60)],
    ["a JPEG whose scan starts before any frame", Uint8Array.of(0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 2, 3, 4, 5, 6)],
    ["a JPEG with a broken segment length", Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0xff, 0xc0)],
    ["a WebP cut in its header", real("webpLossy").subarray(0, 24)],
    [
      "a RIFF that is a WAVE",
      text("RIFF\u0024\u0000\u0000\u0000WAVEfmt \u0010\u0000\u0000\u0000\u0001\u0000\u0001\u0000"),
    ],
    ["an AVIF cut after ftyp", real("avif").subarray(0, 40)],
    ["an MP4 (ftyp without the avif brand)", Uint8Array.of(0, 0, 0, 16, ...text("ftypisom"), 0, 0, 2, 0)],
  ])("%s → null", (_, bytes) => expect(sniffImage(bytes)).toBeNull());

  it("reads a PNG's size from its header, whatever follows (a polyglot is served as a PNG, never run)", () => {
    const polyglot = new Uint8Array([...real("png"), ...text("<script>alert(1)</script>")]);
    expect(sniffImage(polyglot)).toEqual({ type: "png", width: 3, height: 2 });
  });

  it("refuses a zero-sized PNG", () => {
    const bytes = real("png").slice();
    bytes.fill(0, 16, 20);
    expect(sniffImage(bytes)).toBeNull();
  });

  it("never throws on every prefix of every real picture", () => {
    for (const name of Object.keys(pictures) as (keyof typeof pictures)[]) {
      const bytes = real(name);
      for (let length = 0; length < bytes.length; length++)
        expect(() => sniffImage(bytes.subarray(0, length))).not.toThrow();
    }
  });
});

describe("looksLikeSvg", () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"/>', true],
    ['\uFEFF  <?xml version="1.0"?>\n<!DOCTYPE svg><svg>', true],
    ["<SVG>", true],
    ["<svgx>", false],
    ["<!doctype html><p>svg</p>", false],
    ["hola <svg>", false],
  ])("%s → %s", (value, expected) => expect(looksLikeSvg(text(value))).toBe(expected));

  it("a real picture is not one", () => expect(looksLikeSvg(real("png"))).toBe(false));
});
