export type Picture = { width: number; height: number; pixels: Uint8Array };
/** Paints the subset of SVG the seed's drawings use into RGB pixels, anti-aliased. */
export function paint(svg: string): Picture;
/** An 8-bit RGB PNG of the pixels. */
export function encodePng(picture: Picture): Buffer;
export function svgToPng(svg: string): Buffer;
