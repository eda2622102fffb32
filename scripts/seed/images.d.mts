export const imageSize: number;
export type Art =
  | "perfume"
  | "lipstick"
  | "gloss"
  | "mascara"
  | "compact"
  | "foundation"
  | "nail"
  | "dropper"
  | "jar"
  | "tube"
  | "pouch"
  | "bag"
  | "bottle";
/** Which body, cap and metal a line's packaging has (indexes into the drawings' lists). */
export type PictureStyle = { body: number; cap: number; trim: number };
/** What a product picture shows; product-drawing.ts draws it. */
export type ProductPicture = {
  art: Art;
  view: "frente" | "detalle";
  colour: string;
  label: { brand: string; line: string } | null;
  style: PictureStyle;
};
export function pictureStyle(ordinal: number): PictureStyle;
export function brandOffset(brand: string): number;
/** A product picture's MEDIA key and what it shows. */
export function productImage(options: {
  art: Art;
  view: "frente" | "detalle";
  hex: string;
  label?: { brand: string; line: string } | null;
  ordinal?: number;
}): { key: string; picture: ProductPicture };
