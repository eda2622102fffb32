// A product picture's drawing (decision 111): the packaging its kind comes in, in the product's
// colour and its line's style, on a soft backdrop, with the brand and the line lettered under it so
// a card shows them. Letters are Montserrat's outlines as paths (glyphs.json): the drawing never
// asks the machine for a font, so every machine draws the same bytes. sharp renders it (pictures.ts).
import glyphData from "./glyphs.json";
import { imageSize, type PictureStyle, type ProductPicture } from "./images.mjs";

type Face = {
  ascent: number;
  capHeight: number;
  glyphs: Record<string, [number, string]>;
  kerning: Record<string, number>;
};
// JSON's arrays type as arrays of either, not as [advance, outline] pairs.
const faces = glyphData as unknown as { bold: Face; medium: Face };

const ink = "#1A1A1A";
const gold = "#C9A227";
const dark = "#1E1E1E";
const silver = "#C4C4CA";
const ivory = "#F4F1EC";
/** Metal of a line's caps, bands and rings. */
const trims = [gold, dark, silver] as const;

// --- colour ----------------------------------------------------------------------------------

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const toHex = (values: number[]) =>
  `#${values
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`.toUpperCase();
/** `hex` moved `share` of the way to `target`. */
const mix = (hex: string, target: string, share: number) => {
  const [a, b] = [channels(hex), channels(target)];
  return toHex(a.map((v, i) => v + (b[i]! - v) * share));
};
const luminance = (hex: string) => {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};
/** Ink that reads on `hex`: white on dark packaging, near-black on light. */
const inkOn = (hex: string) => (luminance(hex) < 0.55 ? "#FFFFFF" : ink);
const shadeOf = (hex: string) => mix(hex, "#000000", 0.35);

// --- lettering -------------------------------------------------------------------------------

/** Width of `text` in em thousandths, with `tracking` thousandths between letters. */
function measure(face: Face, text: string, tracking = 0): number {
  let width = 0;
  const characters = [...text];
  characters.forEach((character, i) => {
    width += face.glyphs[character]?.[0] ?? face.glyphs[" "]![0];
    const next = characters[i + 1];
    if (next !== undefined) width += (face.kerning[character + next] ?? 0) + tracking;
  });
  return width;
}

type Lettering = { x: number; y: number; size: number; fill: string; tracking?: number };

/** `text` centred on x with its baseline at y, as one path per letter. */
function letter(face: Face, text: string, { x, y, size, fill, tracking = 0 }: Lettering): string {
  const scale = size / 1000;
  const start = x - (measure(face, text, tracking) * scale) / 2;
  let pen = 0;
  const paths: string[] = [];
  const characters = [...text];
  characters.forEach((character, i) => {
    const glyph = face.glyphs[character] ?? face.glyphs[" "]!;
    if (glyph[1]) paths.push(`<path transform="translate(${pen})" d="${glyph[1]}"/>`);
    const next = characters[i + 1];
    pen += glyph[0] + (next === undefined ? 0 : (face.kerning[character + next] ?? 0) + tracking);
  });
  return `<g transform="translate(${round(start)} ${y}) scale(${round(scale, 4)})" fill="${fill}">${paths.join("")}</g>`;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** The largest size up to `max` at which `text` fits `width` pixels. */
const fitting = (face: Face, text: string, width: number, max: number, tracking = 0) =>
  Math.min(max, Math.floor((width * 1000) / Math.max(1, measure(face, text, tracking))));

/** Splits a long name in two lines of about equal length, at a space. */
function twoLines(text: string): [string, string] | null {
  const words = text.split(" ");
  if (words.length < 2) return null;
  let best: [string, string] | null = null;
  for (let at = 1; at < words.length; at += 1) {
    const pair: [string, string] = [words.slice(0, at).join(" "), words.slice(at).join(" ")];
    if (!best || Math.max(...pair.map((p) => p.length)) < Math.max(...best.map((p) => p.length))) best = pair;
  }
  return best;
}

/**
 * Brand (bold capitals, spaced) and line under the product: 52 and 40 px of 800 are 14 and 11 CSS
 * px on a 216 px card. Larger letters read better but every pixel of their edges costs WebP bytes.
 */
function caption(brand: string, line: string): string {
  const width = 680;
  const tracking = 90;
  const brandText = brand.toUpperCase();
  const brandSize = fitting(faces.bold, brandText, width, 52, tracking);
  const lineSize = fitting(faces.medium, line, width, 40);
  const split = lineSize < 30 ? twoLines(line) : null;
  if (!split) {
    return (
      letter(faces.bold, brandText, { x: 400, y: 688, size: brandSize, fill: ink, tracking }) +
      letter(faces.medium, line, { x: 400, y: 740, size: lineSize, fill: "#4A4A4A" })
    );
  }
  const size = Math.min(36, ...split.map((part) => fitting(faces.medium, part, width, 36)));
  return (
    letter(faces.bold, brandText, { x: 400, y: 670, size: Math.min(brandSize, 46), fill: ink, tracking }) +
    letter(faces.medium, split[0], { x: 400, y: 722, size, fill: "#4A4A4A" }) +
    letter(faces.medium, split[1], { x: 400, y: 766, size, fill: "#4A4A4A" })
  );
}

/** The brand's initials, as on a bottle's label: 'YSL', 'CH', 'D&G'; a one-word brand's first letter. */
export function monogram(brand: string): string {
  const words = brand
    .replace(/ and /gi, " & ")
    .split(/\s+/)
    .filter((word) => /^[\p{L}\d&]/u.test(word));
  if (words.length === 1) return words[0]!.slice(0, 1).toUpperCase();
  return words
    .slice(0, 3)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

/** A label panel on the packaging at (x, y), w × h, with the brand's initials on it. */
function label(brand: string, x: number, y: number, w: number, h: number, panel: string): string {
  const text = monogram(brand);
  const size = fitting(faces.bold, text, w - 24, Math.round(h * 0.62), 60);
  const baseline = round(y + h / 2 + (faces.bold.capHeight * size) / 2000);
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${panel}" fill-opacity=".88"/>` +
    letter(faces.bold, text, { x: x + w / 2, y: baseline, size, fill: inkOn(panel), tracking: 60 })
  );
}

/** A soft highlight down the left of a glass or plastic body. */
const shine = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.round(w / 2)}" fill="#FFFFFF" fill-opacity=".28"/>`;

// --- packaging -------------------------------------------------------------------------------
// Each drawing stands on the floor at y = 595, between x = 150 and 650, above the caption.

type Draw = (colour: string, style: PictureStyle, brand: string) => string;

const floor = 595;

const perfume: Draw = (c, { body: form, cap, trim }, brand) => {
  const metal = trims[trim]!;
  const body = [
    { top: 300, x: 235, w: 330, shape: `<rect x="235" y="300" width="330" height="295" rx="40" fill="${c}"/>` },
    { top: 235, x: 285, w: 230, shape: `<rect x="285" y="235" width="230" height="360" rx="26" fill="${c}"/>` },
    { top: 295, x: 250, w: 300, shape: `<circle cx="400" cy="445" r="150" fill="${c}"/>` },
    {
      top: 300,
      x: 225,
      w: 350,
      shape: `<path d="M255 300H545L575 330V565L545 595H255L225 565V330Z" fill="${c}"/>`,
    },
  ][form]!;
  const neckTop = body.top - 34;
  const caps = [
    `<rect x="340" y="${neckTop - 110}" width="120" height="112" rx="10" fill="${dark}"/>`,
    `<rect x="358" y="${neckTop - 150}" width="84" height="152" rx="14" fill="${metal}"/>`,
    `<circle cx="400" cy="${neckTop - 60}" r="64" fill="${shadeOf(c)}"/>`,
    `<path d="M330 ${neckTop}H470L492 ${neckTop - 58}L400 ${neckTop - 132}L308 ${neckTop - 58}Z" fill="#FFFFFF" fill-opacity=".8" stroke="${metal}" stroke-width="6" stroke-linejoin="round"/>`,
  ];
  const labelW = Math.min(body.w - 80, 220);
  const height = floor - body.top;
  return (
    `<rect x="372" y="${neckTop}" width="56" height="38" fill="${metal}"/>${caps[cap]}${body.shape}` +
    shine(body.x + 26, body.top + 30, 26, height - 60) +
    label(brand, 400 - labelW / 2, Math.round(body.top + height * 0.42), labelW, 86, "#FFFFFF")
  );
};

const dropper: Draw = (c, { body, cap, trim }, brand) => {
  const [x, w, top] = body % 2 ? [300, 200, 300] : [280, 240, 340];
  const bulb = [dark, "#FFFFFF", shadeOf(c), trims[trim]!][cap]!;
  return (
    `<rect x="368" y="${top - 230}" width="64" height="150" rx="30" fill="${bulb}" stroke="#00000022" stroke-width="3"/>` +
    `<rect x="352" y="${top - 86}" width="96" height="92" rx="8" fill="${trims[trim]}"/>` +
    `<rect x="${x}" y="${top}" width="${w}" height="${floor - top}" rx="36" fill="${c}"/>` +
    shine(x + 20, top + 26, 22, floor - top - 52) +
    label(brand, x + 26, Math.round(top + (floor - top) * 0.38), w - 52, 84, "#FFFFFF")
  );
};

const jar: Draw = (c, { body, cap, trim }, brand) => {
  const tall = body % 2 === 1;
  const [x, w, lidTop] = tall ? [255, 290, 250] : [205, 390, 345];
  const lid = [trims[trim]!, ivory, dark, shadeOf(c)][cap]!;
  const bodyTop = lidTop + 92;
  return (
    `<rect x="${x + 10}" y="${lidTop}" width="${w - 20}" height="100" rx="18" fill="${lid}"/>` +
    `<rect x="${x}" y="${bodyTop}" width="${w}" height="${floor - bodyTop}" rx="${tall ? 30 : 44}" fill="${c}"/>` +
    shine(x + 22, bodyTop + 20, 24, floor - bodyTop - 40) +
    label(brand, 400 - (w - 110) / 2, Math.round(bodyTop + (floor - bodyTop) / 2 - 40), w - 110, 80, "#FFFFFF")
  );
};

const tube: Draw = (c, { body, cap, trim }, brand) => {
  const capColour = [ivory, dark, trims[trim]!, shadeOf(c)][cap]!;
  const [top, spread] = body % 2 ? [70, 120] : [110, 105];
  return (
    `<path d="M${400 - spread} ${top}H${400 + spread}L${470} ${floor - 100}H330Z" fill="${c}"/>` +
    `<rect x="${400 - spread - 6}" y="${top - 8}" width="${spread * 2 + 12}" height="26" rx="4" fill="${mix(c, "#000000", 0.15)}"/>` +
    `<rect x="320" y="${floor - 108}" width="160" height="108" rx="18" fill="${capColour}" stroke="#00000022" stroke-width="3"/>` +
    label(brand, 325, top + 150, 150, 80, "#FFFFFF")
  );
};

const bottle: Draw = (c, { body, cap, trim }, brand) => {
  const [x, w, rx] = (
    [
      [275, 250, 56],
      [265, 270, 120],
      [300, 200, 40],
      [240, 320, 70],
    ] as const
  )[body]!;
  const top = 250;
  const tops = [
    // Pump: neck, head and nozzle.
    `<rect x="382" y="150" width="36" height="104" fill="${ivory}" stroke="#00000022" stroke-width="3"/><rect x="342" y="118" width="116" height="40" rx="8" fill="${trims[trim]}"/><rect x="452" y="126" width="80" height="18" rx="6" fill="${trims[trim]}"/>`,
    `<rect x="340" y="168" width="120" height="88" rx="14" fill="${trims[trim]}"/>`,
    `<rect x="330" y="200" width="140" height="56" rx="26" fill="${ivory}" stroke="#00000022" stroke-width="3"/>`,
    `<rect x="360" y="120" width="80" height="136" rx="12" fill="${dark}"/>`,
  ][cap]!;
  return (
    tops +
    `<rect x="${x}" y="${top}" width="${w}" height="${floor - top}" rx="${rx}" fill="${c}"/>` +
    shine(x + 22, top + 40, 24, floor - top - 80) +
    label(brand, 400 - (w - 70) / 2, 380, w - 70, 90, "#FFFFFF")
  );
};

const lipstick: Draw = (c, { body, cap, trim }) => {
  const caseColour = [dark, trims[trim]!, shadeOf(c), ivory][cap]!;
  const bullet =
    body % 2
      ? `<path d="M388 335V215Q388 170 432 170Q476 170 476 215V335Z" fill="${c}"/>`
      : `<path d="M388 335V220L476 176V335Z" fill="${c}"/>`;
  return (
    bullet +
    shine(396, 236, 14, 90) +
    `<rect x="372" y="328" width="120" height="86" fill="${gold}"/>` +
    `<rect x="360" y="404" width="144" height="${floor - 404}" rx="10" fill="${caseColour}" stroke="#00000022" stroke-width="3"/>` +
    `<rect x="360" y="560" width="144" height="12" fill="${trims[trim]}"/>` +
    // The cap, standing beside it.
    `<rect x="206" y="330" width="130" height="${floor - 330}" rx="10" fill="${caseColour}" stroke="#00000022" stroke-width="3"/>` +
    `<rect x="206" y="350" width="130" height="12" fill="${trims[trim]}"/>`
  );
};

const gloss: Draw = (c, { body, cap, trim }) => {
  const capColour = [dark, trims[trim]!, ivory, shadeOf(c)][cap]!;
  const [x, w] = body % 2 ? [340, 120] : [352, 96];
  return (
    `<rect x="${x + 10}" y="70" width="${w - 20}" height="220" rx="${body % 2 ? 12 : 36}" fill="${capColour}" stroke="#00000022" stroke-width="3"/>` +
    `<rect x="${x + 4}" y="278" width="${w - 8}" height="20" fill="${trims[trim]}"/>` +
    `<rect x="${x}" y="296" width="${w}" height="${floor - 296}" rx="30" fill="${c}" stroke="#FFFFFF" stroke-width="6"/>` +
    shine(x + 14, 320, 18, 230)
  );
};

const mascara: Draw = (c, { body, cap, trim }) => {
  const tubeColour = [dark, shadeOf(c), "#7A1F3D", "#1F3A5F"][cap]!;
  const [x, w] = body % 2 ? [340, 120] : [350, 100];
  return (
    `<rect x="${x + 12}" y="60" width="${w - 24}" height="250" rx="${w / 2 - 12}" fill="${tubeColour}"/>` +
    `<rect x="${x}" y="300" width="${w}" height="${floor - 300}" rx="${w / 2 - 6}" fill="${tubeColour}"/>` +
    `<rect x="${x}" y="296" width="${w}" height="22" fill="${trims[trim]}"/>` +
    shine(x + 14, 330, 16, 220) +
    // The wand beside it: the brush in the product's colour.
    `<rect x="520" y="300" width="10" height="${floor - 300}" fill="${silver}"/><rect x="508" y="190" width="34" height="120" rx="16" fill="${c}" stroke="${mix(c, "#FFFFFF", 0.3)}" stroke-width="4" stroke-dasharray="6 6"/>`
  );
};

const compact: Draw = (c, { body, cap, trim }) => {
  const caseColour = [dark, trims[trim]!, ivory, shadeOf(c)][cap]!;
  const ring = trims[trim]!;
  if (body % 2)
    return (
      `<rect x="195" y="170" width="410" height="410" rx="46" fill="${caseColour}" stroke="#00000022" stroke-width="3"/>` +
      `<rect x="245" y="220" width="310" height="310" rx="26" fill="${c}" stroke="${ring}" stroke-width="10"/>` +
      `<path d="M265 300Q400 240 535 300" fill="none" stroke="#FFFFFF" stroke-opacity=".3" stroke-width="10"/>`
    );
  return (
    `<circle cx="400" cy="380" r="215" fill="${caseColour}" stroke="#00000022" stroke-width="3"/>` +
    `<circle cx="400" cy="380" r="160" fill="${c}" stroke="${ring}" stroke-width="10"/>` +
    `<path d="M290 330Q400 260 510 330" fill="none" stroke="#FFFFFF" stroke-opacity=".3" stroke-width="10"/>`
  );
};

const foundation: Draw = (c, { body, cap, trim }) => {
  const [x, w, rx] = body % 2 ? [290, 220, 70] : [275, 250, 18];
  const top = 270;
  const caps = [
    `<rect x="350" y="140" width="100" height="134" rx="10" fill="${dark}"/>`,
    `<rect x="350" y="140" width="100" height="134" rx="10" fill="${trims[trim]}"/>`,
    `<rect x="384" y="170" width="32" height="104" fill="${silver}"/><rect x="345" y="138" width="110" height="40" rx="8" fill="${dark}"/><rect x="450" y="146" width="70" height="16" rx="6" fill="${dark}"/>`,
    `<rect x="340" y="120" width="120" height="154" rx="60" fill="${ivory}" stroke="#00000022" stroke-width="3"/>`,
  ];
  return (
    caps[cap] +
    `<rect x="${x}" y="${top}" width="${w}" height="${floor - top}" rx="${rx}" fill="${ivory}" fill-opacity=".9" stroke="#00000022" stroke-width="4"/>` +
    `<rect x="${x + 16}" y="${top + 60}" width="${w - 32}" height="${floor - top - 76}" rx="${Math.max(8, rx - 16)}" fill="${c}"/>` +
    shine(x + 26, top + 76, 18, floor - top - 120)
  );
};

const nail: Draw = (c, { body, cap, trim }) => {
  const capColour = [dark, "#FFFFFF", trims[trim]!, shadeOf(c)][cap]!;
  const bodies = [
    `<rect x="262" y="360" width="276" height="235" rx="66" fill="${c}" stroke="#FFFFFF" stroke-width="8"/>`,
    `<circle cx="400" cy="470" r="125" fill="${c}" stroke="#FFFFFF" stroke-width="8"/>`,
    `<rect x="292" y="320" width="216" height="275" rx="30" fill="${c}" stroke="#FFFFFF" stroke-width="8"/>`,
    `<path d="M400 345L540 470L400 595L260 470Z" fill="${c}" stroke="#FFFFFF" stroke-width="8" stroke-linejoin="round"/>`,
  ];
  const neck = body === 2 ? 320 : body === 1 ? 345 : body === 3 ? 345 : 360;
  return (
    `<rect x="352" y="${neck - 240}" width="96" height="246" rx="16" fill="${capColour}" stroke="#00000022" stroke-width="3"/>` +
    bodies[body] +
    shine(body === 1 ? 318 : 300, body === 2 ? 350 : 400, 18, 120)
  );
};

const pouch: Draw = (c) =>
  `<path d="M170 290Q400 210 630 290L600 595Q400 640 200 595Z" fill="${c}"/><path d="M190 290Q400 230 610 290" fill="none" stroke="${gold}" stroke-width="14"/><circle cx="400" cy="262" r="18" fill="${gold}"/>`;

const bag: Draw = (c, _style, brand) =>
  `<path d="M310 260C310 120 490 120 490 260" fill="none" stroke="${dark}" stroke-width="22"/><rect x="220" y="250" width="360" height="345" rx="14" fill="${c}"/>` +
  label(brand, 290, 380, 220, 90, "#FFFFFF");

const packaging: Record<ProductPicture["art"], Draw> = {
  perfume,
  dropper,
  jar,
  tube,
  bottle,
  lipstick,
  gloss,
  mascara,
  compact,
  foundation,
  nail,
  pouch,
  bag,
};

// --- the picture -----------------------------------------------------------------------------

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${imageSize} ${imageSize}" width="${imageSize}" height="${imageSize}">${body}</svg>`;

/** A light backdrop that goes with the product's colour. */
const backdrop = (c: string) => mix(c, "#FFFFFF", 0.86);

/** The SVG of a product picture, from what images.mjs says it shows. */
export function drawProductPicture(picture: ProductPicture): string {
  const { art, view, colour: c, label, style } = picture;
  const ground = `<rect width="${imageSize}" height="${imageSize}" fill="${backdrop(c)}"/>`;
  if (view === "detalle" && art !== "perfume") {
    // The swatch: a make-up product's colour, as it looks on skin.
    return svg(
      ground +
        `<path d="M180 480C180 300 360 240 470 300C600 360 640 520 520 600C400 680 180 640 180 480Z" fill="${c}"/>`,
    );
  }
  if (view === "detalle") return svg(ground + box(c, style, label));
  const shadow = `<ellipse cx="400" cy="${floor + 4}" rx="210" ry="16" fill="#000000" fill-opacity=".1"/>`;
  const product = shadow + packaging[art](c, style, label?.brand ?? "");
  // Unlettered (a gift, a bench's lines past the lettered ones): the packaging alone, centred.
  if (!label) return svg(`${ground}<g transform="translate(0 90)">${product}</g>`);
  return svg(ground + product + caption(label.brand, label.line));
}

/** A perfume's box, its brand and line printed on it. */
function box(c: string, style: PictureStyle, label: ProductPicture["label"]): string {
  const printed = inkOn(c);
  const metal = trims[style.trim]!;
  const drawn =
    `<ellipse cx="400" cy="700" rx="220" ry="20" fill="#000000" fill-opacity=".08"/>` +
    `<rect x="220" y="90" width="360" height="610" rx="6" fill="${c}"/>` +
    `<rect x="244" y="114" width="312" height="562" rx="2" fill="none" stroke="${metal}" stroke-width="6"/>` +
    `<rect x="360" y="392" width="80" height="4" fill="${metal}"/>`;
  if (!label) return drawn;
  const brandText = label.brand.toUpperCase();
  const brandSize = fitting(faces.bold, brandText, 270, 54, 90);
  const lineSize = fitting(faces.medium, label.line, 270, 40);
  return (
    drawn +
    letter(faces.bold, brandText, { x: 400, y: 360, size: brandSize, fill: printed, tracking: 90 }) +
    letter(faces.medium, label.line, { x: 400, y: 450, size: lineSize, fill: printed })
  );
}
