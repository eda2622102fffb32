// Generated product pictures (800×800): one drawing per kind of packaging, tinted with the
// product's colour, written as SVG; the seed encodes it with sharp (pictures.ts, decision 080).
// Pictures are shared by key (art, view, colour), so 200,000 products still need only a few
// hundred images in KV.

export const imageSize = 800;

const shapes = {
  perfume: (c) =>
    `<rect x="330" y="170" width="140" height="90" rx="12" fill="#2b2b2b"/><rect x="370" y="250" width="60" height="40" fill="#bfa76a"/><rect x="230" y="285" width="340" height="380" rx="46" fill="${c}" fill-opacity=".85" stroke="#fff" stroke-width="6"/><rect x="300" y="430" width="200" height="90" rx="6" fill="#fff" fill-opacity=".8"/>`,
  lipstick: (c) =>
    `<path d="M350 160 L450 200 L450 360 L350 360Z" fill="${c}"/><rect x="330" y="350" width="140" height="110" fill="#d4af37"/><rect x="320" y="450" width="160" height="230" rx="10" fill="#1e1e1e"/>`,
  gloss: (c) =>
    `<rect x="365" y="150" width="70" height="170" rx="30" fill="#1e1e1e"/><rect x="340" y="310" width="120" height="360" rx="40" fill="${c}" fill-opacity=".9" stroke="#fff" stroke-width="6"/>`,
  mascara: (c) =>
    `<rect x="370" y="130" width="60" height="260" rx="24" fill="#1e1e1e"/><rect x="345" y="380" width="110" height="300" rx="40" fill="${c}"/><rect x="345" y="470" width="110" height="24" fill="#d4af37"/>`,
  compact: (c) =>
    `<circle cx="400" cy="420" r="250" fill="#1e1e1e"/><circle cx="400" cy="420" r="200" fill="${c}"/><circle cx="400" cy="420" r="200" fill="none" stroke="#d4af37" stroke-width="10"/>`,
  foundation: (c) =>
    `<rect x="365" y="150" width="70" height="110" rx="10" fill="#1e1e1e"/><rect x="280" y="250" width="240" height="420" rx="30" fill="#f4f1ec" stroke="#ccc" stroke-width="4"/><rect x="296" y="360" width="208" height="294" rx="20" fill="${c}"/>`,
  nail: (c) =>
    `<rect x="355" y="150" width="90" height="230" rx="14" fill="#1e1e1e"/><rect x="270" y="370" width="260" height="300" rx="70" fill="${c}" stroke="#fff" stroke-width="8"/>`,
  dropper: (c) =>
    `<rect x="370" y="120" width="60" height="120" rx="28" fill="#2b2b2b"/><rect x="355" y="230" width="90" height="70" fill="#bfa76a"/><rect x="290" y="295" width="220" height="380" rx="36" fill="${c}" fill-opacity=".85"/><rect x="320" y="440" width="160" height="110" rx="6" fill="#fff" fill-opacity=".85"/>`,
  jar: (c) =>
    `<rect x="230" y="300" width="340" height="90" rx="16" fill="#d4af37"/><rect x="220" y="380" width="360" height="280" rx="40" fill="${c}"/><rect x="290" y="470" width="220" height="90" rx="6" fill="#fff" fill-opacity=".85"/>`,
  tube: (c) =>
    `<path d="M300 160 H500 L470 580 H330Z" fill="${c}"/><rect x="330" y="570" width="140" height="110" rx="16" fill="#f4f1ec" stroke="#ccc" stroke-width="4"/><rect x="340" y="260" width="120" height="160" rx="6" fill="#fff" fill-opacity=".8"/>`,
  pouch: (c) =>
    `<path d="M170 330 Q400 250 630 330 L600 640 Q400 690 200 640Z" fill="${c}"/><path d="M190 330 Q400 270 610 330" fill="none" stroke="#d4af37" stroke-width="14"/><circle cx="400" cy="300" r="18" fill="#d4af37"/>`,
  bag: (c) =>
    `<path d="M310 300 C310 170 490 170 490 300" fill="none" stroke="#1e1e1e" stroke-width="22"/><rect x="220" y="290" width="360" height="390" rx="14" fill="${c}"/><rect x="300" y="430" width="200" height="80" rx="6" fill="#fff" fill-opacity=".85"/>`,
  bottle: (c) =>
    `<rect x="355" y="130" width="90" height="90" rx="12" fill="#f4f1ec" stroke="#ccc" stroke-width="4"/><rect x="270" y="210" width="260" height="470" rx="60" fill="${c}"/><rect x="300" y="380" width="200" height="160" rx="6" fill="#fff" fill-opacity=".85"/>`,
};

/** The second picture of a product: the swatch for colour products, the box for the rest. */
const detail = {
  swatch: (c) =>
    `<path d="M180 480 C180 300 360 240 470 300 C600 360 640 520 520 600 C400 680 180 640 180 480Z" fill="${c}"/>`,
  box: (c) =>
    `<rect x="240" y="180" width="320" height="470" rx="8" fill="${c}"/><rect x="240" y="180" width="320" height="470" rx="8" fill="none" stroke="#fff" stroke-width="10"/><rect x="300" y="380" width="200" height="70" fill="#fff" fill-opacity=".85"/>`,
};

/** Light background that goes with the product colour. */
function backdrop(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const mix = (v) =>
    Math.round(v + (255 - v) * 0.82)
      .toString(16)
      .padStart(2, "0");
  return `#${mix(r)}${mix(g)}${mix(b)}`;
}

/** @param {string} art @param {"frente" | "detalle"} view @param {string} hex */
export const imageKey = (art, view, hex) => `products/${art}-${view}-${hex.slice(1).toLowerCase()}.png`;

/** @param {string} art @param {"frente" | "detalle"} view @param {string} hex */
export function productImage(art, view, hex) {
  const colour = hex.toUpperCase();
  const key = imageKey(art, view, colour);
  const drawing = view === "frente" ? shapes[art](colour) : (art === "perfume" ? detail.box : detail.swatch)(colour);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${imageSize} ${imageSize}" width="${imageSize}" height="${imageSize}">` +
    `<rect width="${imageSize}" height="${imageSize}" fill="${backdrop(colour)}"/>${drawing}</svg>`;
  return { key, svg };
}
