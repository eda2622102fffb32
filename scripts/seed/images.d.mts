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
export function imageKey(art: Art, view: "frente" | "detalle", hex: string): string;
/** A product picture's KV key and its drawing (SVG source). */
export function productImage(art: Art, view: "frente" | "detalle", hex: string): { key: string; svg: string };
