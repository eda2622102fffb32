import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";

import { productImage } from "./images.mjs";
import { encodePng, paint, svgToPng } from "./raster.mjs";

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10"><rect width="10" height="10" fill="#f0e0d0"/>${body}</svg>`;
const pixel = ({ pixels, width }: { pixels: Uint8Array; width: number }, x: number, y: number) => [
  ...pixels.slice((y * width + x) * 3, (y * width + x) * 3 + 3),
];

describe("paint", () => {
  it.each([
    ["the backdrop", "", [0, 0], [0xf0, 0xe0, 0xd0]],
    ["inside a rectangle", '<rect x="2" y="2" width="6" height="6" fill="#102030"/>', [4, 4], [0x10, 0x20, 0x30]],
    ["outside it", '<rect x="2" y="2" width="6" height="6" fill="#102030"/>', [9, 9], [0xf0, 0xe0, 0xd0]],
    ["a short hex colour", '<rect x="0" y="0" width="10" height="10" fill="#fff"/>', [5, 5], [255, 255, 255]],
    [
      "fill-opacity blends",
      '<rect x="0" y="0" width="10" height="10" fill="#000" fill-opacity=".5"/>',
      [5, 5],
      [0x78, 0x70, 0x68],
    ],
    ["a circle's centre", '<circle cx="5" cy="5" r="3" fill="#000"/>', [5, 5], [0, 0, 0]],
    [
      "a stroke leaves the inside",
      '<circle cx="5" cy="5" r="4" fill="none" stroke="#000" stroke-width="1"/>',
      [5, 5],
      [0xf0, 0xe0, 0xd0],
    ],
    ["a filled path", '<path d="M0 0 H10 L10 10Z" fill="#000"/>', [8, 2], [0, 0, 0]],
  ])("%s", (_, body, [x, y], expected) => {
    expect(pixel(paint(svg(body)), x!, y!)).toEqual(expected);
  });

  it("anti-aliases an edge that halves a pixel", () => {
    const [red] = pixel(paint(svg('<rect x="0" y="0" width="4.5" height="10" fill="#000"/>')), 4, 5);
    expect(red).toBe(0x78);
  });

  it("refuses what it cannot draw rather than drawing it wrong", () => {
    expect(() => paint(svg('<ellipse cx="5" cy="5" rx="2" ry="3"/>'))).toThrow("Elemento SVG no soportado: ellipse");
  });
});

describe("encodePng", () => {
  it("writes a PNG whose rows decode back to the pixels", () => {
    const picture = paint(svg('<rect x="2" y="2" width="6" height="6" fill="#102030"/>'));
    const png = encodePng(picture);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(10);
    expect(png.readUInt32BE(20)).toBe(10);
    const idatLength = png.readUInt32BE(33);
    const rows = inflateSync(png.subarray(41, 41 + idatLength));
    const stride = 30;
    const decoded = new Uint8Array(stride * 10);
    for (let row = 0; row < 10; row++) {
      expect(rows[row * (stride + 1)]).toBe(2);
      for (let i = 0; i < stride; i++)
        decoded[row * stride + i] = rows[row * (stride + 1) + 1 + i]! + (row ? decoded[(row - 1) * stride + i]! : 0);
    }
    expect(decoded).toEqual(picture.pixels);
  });
});

it("every seeded drawing paints", () => {
  const arts = [
    "perfume",
    "lipstick",
    "gloss",
    "mascara",
    "compact",
    "foundation",
    "nail",
    "dropper",
    "jar",
    "tube",
    "pouch",
    "bag",
    "bottle",
  ] as const;
  for (const art of arts)
    for (const view of ["frente", "detalle"] as const)
      expect(svgToPng(productImage(art, view, "#B3172C").svg).length).toBeGreaterThan(1000);
});
