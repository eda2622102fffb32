// What a product picture (800×800) shows, as data (decision 111): the packaging its kind comes in
// (`art`, kinds.mjs), its colour (a make-up SKU's shade, the line's packaging otherwise), its brand
// and line as the label, and a style — body, cap and metal — that tells the lines of one brand apart.
// The seed draws it (product-drawing.ts) and encodes it with sharp (pictures.ts, decision 080) in
// Node; this module stays pure because the catalogue generator also runs inside workerd (the
// integration tests). Pictures are shared by key: a line's presentations show the same bottle, and a
// make-up swatch is the same for every product of that colour.
import { slugify } from "./format.mjs";

export const imageSize = 800;

/**
 * The style of a brand's `ordinal`-th line of one packaging (0-based): its first 16 lines get 16
 * different pairs of body and cap (4 × 4), and the metal of caps and rings turns with them.
 */
export function pictureStyle(ordinal) {
  return { body: ordinal % 4, cap: (ordinal + Math.floor(ordinal / 4)) % 4, trim: ordinal % 3 };
}

/** Where a brand's lines start in the run of styles: so that one brand's first foundation is not every brand's. */
export function brandOffset(brand) {
  let hash = 0x811c9dc5; // FNV-1a
  for (const character of brand) hash = Math.imul(hash ^ character.codePointAt(0), 0x01000193) >>> 0;
  return hash % 16;
}

/**
 * @param {{ art: string, view: "frente" | "detalle", hex: string, label?: { brand: string, line: string } | null, ordinal?: number }} options
 */
export function productImage({ art, view, hex, label = null, ordinal = 0 }) {
  const colour = hex.toUpperCase();
  const code = colour.slice(1).toLowerCase();
  // A make-up product's second picture is its colour on skin: nothing of the brand on it.
  const swatch = view === "detalle" && art !== "perfume";
  if (swatch || !label) {
    return {
      key: `products/${art}-${view}-${code}.png`,
      picture: { art, view, colour, label: null, style: pictureStyle(0) },
    };
  }
  return {
    key: `products/${art}-${view}-${code}-${slugify(label.brand)}-${slugify(label.line)}.png`,
    picture: { art, view, colour, label, style: pictureStyle(brandOffset(label.brand) + ordinal) },
  };
}
