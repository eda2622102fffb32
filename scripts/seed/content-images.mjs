// Generated pictures for the seeded CMS content (public/content/…): banners, tiles, logos, icons.
// Drawn here as SVG and served as WebP (decision 050): an SVG in an <img> is a document of its own
// that the page's main thread parses, lays out (text with font fallback) and paints, which real CMS
// pictures are not. sharp (libvips) encodes them, and each picture wider than a phone also at the
// content widths the pages' srcset names (decision 080). `npm run content:images` rewrites them.
// Real photographs replace them through the CMS documents, not this file.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";

import { avifSiblingOf, contentVariantPath, contentWidthsFor } from "../../app/domain/media/sized-pictures";

const esc = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;
const gradient = (id, a, b) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

/** A perfume bottle, a lipstick or a jar: the motifs of the shop, drawn at (x, y) with scale s. */
const motifs = {
  bottle: (x, y, s, c) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="60" y="0" width="60" height="50" rx="8" fill="#2b2b2b"/><rect x="80" y="46" width="20" height="20" fill="#c9a227"/><rect x="0" y="64" width="180" height="230" rx="34" fill="${c}" fill-opacity=".85" stroke="#fff" stroke-width="5"/><rect x="40" y="150" width="100" height="60" rx="6" fill="#fff" fill-opacity=".85"/></g>`,
  lipstick: (x, y, s, c) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M20 0 L80 30 L80 120 L20 120Z" fill="${c}"/><rect x="10" y="115" width="80" height="60" fill="#c9a227"/><rect x="0" y="170" width="100" height="150" rx="8" fill="#1e1e1e"/></g>`,
  jar: (x, y, s, c) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="10" y="0" width="200" height="60" rx="14" fill="#f4f1ec" stroke="#c9a227" stroke-width="5"/><rect x="0" y="55" width="220" height="150" rx="26" fill="${c}"/><rect x="50" y="105" width="120" height="50" rx="6" fill="#fff" fill-opacity=".85"/></g>`,
  tube: (x, y, s, c) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 H160 L135 300 H25Z" fill="${c}"/><rect x="25" y="295" width="110" height="70" rx="14" fill="#f4f1ec" stroke="#ccc" stroke-width="4"/></g>`,
};

function banner({ w, h, from, to, ink = "#1a1a1a", kicker, title, subtitle, motif = "bottle", colour = "#ab1458" }) {
  const scale = Math.min(w / 1600, h / 500) * 1.25;
  const text = w >= 1200;
  const tx = Math.round(w * 0.06);
  const size = Math.round(h * (text ? 0.12 : 0.085));
  const lines = [
    kicker &&
      `<text x="${tx}" y="${Math.round(h * 0.3)}" font-size="${Math.round(size * 0.42)}" letter-spacing="4" fill="${ink}" opacity=".75">${esc(kicker)}</text>`,
    `<text x="${tx}" y="${Math.round(h * 0.3 + size * 1.1)}" font-size="${size}" font-weight="700" fill="${ink}">${esc(title)}</text>`,
    subtitle &&
      `<text x="${tx}" y="${Math.round(h * 0.3 + size * 1.9)}" font-size="${Math.round(size * 0.45)}" fill="${ink}">${esc(subtitle)}</text>`,
  ].filter(Boolean);
  const art = text
    ? motifs[motif](Math.round(w * 0.62), Math.round(h * 0.15), scale, colour) +
      motifs.bottle(Math.round(w * 0.8), Math.round(h * 0.28), scale * 0.7, "#ffffff")
    : motifs[motif](Math.round(w * 0.55), Math.round(h * 0.45), scale * 1.1, colour);
  return svg(
    w,
    h,
    `<defs>${gradient("g", from, to)}</defs><rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${Math.round(w * 0.78)}" cy="${Math.round(h * 0.2)}" r="${Math.round(h * 0.35)}" fill="#fff" opacity=".25"/>` +
      `<g font-family="Montserrat, Arial, sans-serif">${lines.join("")}</g>${art}`,
  );
}

function tile({ size = 240, from, to, motif, colour }) {
  const s = size / 400;
  return svg(
    size,
    size,
    `<defs>${gradient("t", from, to)}</defs><rect width="${size}" height="${size}" fill="url(#t)"/>${motifs[motif](Math.round(size * 0.28), Math.round(size * 0.12), s * 1.1, colour)}`,
  );
}

/** The room a brand logo leaves either side of its name, as a share of its width. */
export const logoMargin = 0.08;

/**
 * A brand's name as its logo, as large as fits: the size is measured as librsvg paints it (sharp
 * trims the picture to its ink) and shrunk, its letters closed up first, until the name fits inside
 * the margins. A size guessed from the letter count left out letter-spacing and wide capitals:
 * 'CAROLINA HERRERA' overflowed its picture, whose edges cut it to 'AROLINA HERRER' on the home.
 */
async function logo(name, { w = 170, h = 50, serif = false } = {}) {
  const family = serif ? "Didot, Georgia, serif" : "Montserrat, Arial, sans-serif";
  const text = ({ size, spacing }, x) =>
    `<text x="${x}" y="${h / 2 + size * 0.35}" text-anchor="middle" font-family="${family}" font-size="${size}" letter-spacing="${spacing}" fill="#111">${esc(name.toUpperCase())}</text>`;
  const fits = async (look) => {
    // Drawn on a canvas wide enough to hold it whole, then trimmed to the ink to measure it.
    const canvas = w * 4;
    const probe = svg(canvas, h, text(look, canvas / 2));
    const { info } = await sharp(Buffer.from(probe)).trim().toBuffer({ resolveWithObject: true });
    return info.width <= w * (1 - 2 * logoMargin);
  };
  let look = { size: 6, spacing: 0 };
  search: for (let size = Math.round(h * 0.42); size > 6; size -= 1) {
    for (const spacing of [2, 1, 0]) {
      if (await fits({ size, spacing })) {
        look = { size, spacing };
        break search;
      }
    }
  }
  return svg(w, h, `<rect width="${w}" height="${h}" fill="#fff"/>${text(look, w / 2)}`);
}

/** The seeded brands' logos, by brand slug: desktop 170×50, mobile 140×42 (§9); some in a serif. */
export const brandLogoNames = {
  chanel: ["Chanel", false],
  dior: ["Dior", true],
  "carolina-herrera": ["Carolina Herrera", false],
  lancome: ["Lancôme", true],
  "giorgio-armani": ["Giorgio Armani", false],
  "yves-saint-laurent": ["YSL", true],
  rabanne: ["rabanne", false],
  guerlain: ["guerlain", true],
  gucci: ["gucci", false],
  kiehls: ["Kiehl's", false],
};

function promo({ percent, label, from, to }) {
  return svg(
    227,
    227,
    `<defs>${gradient("p", from, to)}</defs><rect width="227" height="227" rx="12" fill="url(#p)"/><g font-family="Montserrat, Arial, sans-serif" text-anchor="middle" fill="#fff">` +
      `<text x="113" y="96" font-size="52" font-weight="800">${esc(percent)}</text><text x="113" y="132" font-size="18" letter-spacing="2">${esc(label)}</text></g>` +
      `<rect x="63" y="160" width="100" height="34" rx="17" fill="#fff" fill-opacity=".9"/><text x="113" y="183" font-family="Montserrat, Arial, sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="#1a1a1a">VER MÁS</text>`,
  );
}

const icons = {
  envio: `<path d="M3 8h15v11H3zM18 12h5l4 4v3h-9z" fill="none" stroke="#ab1458" stroke-width="2" stroke-linejoin="round"/><circle cx="8" cy="22" r="3" fill="#fff" stroke="#ab1458" stroke-width="2"/><circle cx="22" cy="22" r="3" fill="#fff" stroke="#ab1458" stroke-width="2"/>`,
  cuotas: `<rect x="3" y="7" width="26" height="18" rx="3" fill="none" stroke="#ab1458" stroke-width="2"/><path d="M3 12h26" stroke="#ab1458" stroke-width="3"/><path d="M7 20h8" stroke="#ab1458" stroke-width="2"/>`,
  regalo: `<rect x="4" y="12" width="24" height="16" fill="none" stroke="#ab1458" stroke-width="2"/><path d="M2 8h28v5H2zM16 8v20M16 8c-3-6-10-4-6 0M16 8c3-6 10-4 6 0" fill="none" stroke="#ab1458" stroke-width="2"/>`,
  tienda: `<path d="M4 13l2-8h20l2 8M5 13v14h22V13M12 27v-8h8v8" fill="none" stroke="#ab1458" stroke-width="2" stroke-linejoin="round"/><path d="M4 13h24" stroke="#ab1458" stroke-width="2"/>`,
  envios: `<path d="M4 6h18v16H4zM22 12h6v10h-6" fill="none" stroke="#1a1a1a" stroke-width="2"/>`,
  pagos: `<rect x="3" y="7" width="26" height="18" rx="3" fill="none" stroke="#1a1a1a" stroke-width="2"/><path d="M3 12h26" stroke="#1a1a1a" stroke-width="3"/>`,
  cambios: `<path d="M6 12a10 10 0 0 1 18-4M26 20a10 10 0 0 1-18 4M24 3v5h-5M8 29v-5h5" fill="none" stroke="#1a1a1a" stroke-width="2"/>`,
  menu: `<path d="M5 9h22M5 16h22M5 23h22" stroke="#1a1a1a" stroke-width="2.5" stroke-linecap="round"/>`,
  inicio: `<path d="M4 15L16 5l12 10M8 12v15h16V12" fill="none" stroke="#1a1a1a" stroke-width="2" stroke-linejoin="round"/>`,
  favoritos: `<path d="M16 27S4 19.5 4 11.5A6 6 0 0 1 16 9a6 6 0 0 1 12 2.5C28 19.5 16 27 16 27z" fill="none" stroke="#1a1a1a" stroke-width="2" stroke-linejoin="round"/>`,
  cuenta: `<circle cx="16" cy="11" r="6" fill="none" stroke="#1a1a1a" stroke-width="2"/><path d="M5 28c1-6 6-9 11-9s10 3 11 9" fill="none" stroke="#1a1a1a" stroke-width="2"/>`,
};
const icon = (name, size = 32) => svg(size, size, `<g transform="scale(${size / 32})">${icons[name]}</g>`);

function bank({ name, colour }) {
  return svg(
    60,
    60,
    `<rect width="60" height="60" rx="10" fill="${colour}"/><text x="30" y="36" text-anchor="middle" font-family="Montserrat, Arial, sans-serif" font-size="13" font-weight="800" fill="#fff">${esc(name)}</text>`,
  );
}

function poster({ w = 1280, h = 720, title }) {
  return svg(
    w,
    h,
    `<defs>${gradient("v", "#1a1a1a", "#4a1530")}</defs><rect width="${w}" height="${h}" fill="url(#v)"/>${motifs.bottle(w * 0.38, h * 0.18, 1.5, "#f6c9b8")}<text x="${w / 2}" y="${h * 0.92}" text-anchor="middle" font-family="Montserrat, Arial, sans-serif" font-size="42" fill="#fff">${esc(title)}</text>`,
  );
}

const pink = ["#fbe3ea", "#f6c9b8"];
const night = ["#1a1a1a", "#4a1530"];
const sand = ["#fdf1ea", "#f3d9c6"];
const mint = ["#e3f4ef", "#bfe3d6"];
const lilac = ["#efe7fb", "#d5c6f3"];

/** Every seeded content picture by its path under public/ (its SVG source; served with .webp). */
export const contentImages = {
  "content/home/slide-fiestas.svg": banner({
    w: 1600,
    h: 500,
    from: pink[0],
    to: pink[1],
    kicker: "FIESTAS 2026",
    title: "Regalá Esencia",
    subtitle: "Fragancias con hasta 12 cuotas sin interés",
  }),
  "content/home/slide-fiestas-mobile.svg": banner({
    w: 900,
    h: 600,
    from: pink[0],
    to: pink[1],
    kicker: "FIESTAS 2026",
    title: "Regalá Esencia",
    subtitle: "Hasta 12 cuotas sin interés",
  }),
  "content/home/slide-maquillaje.svg": banner({
    w: 1600,
    h: 500,
    from: lilac[0],
    to: lilac[1],
    kicker: "NUEVA TEMPORADA",
    title: "Labios que hablan",
    subtitle: "Labiales y gloss desde $18.900",
    motif: "lipstick",
    colour: "#b3123f",
  }),
  "content/home/slide-maquillaje-mobile.svg": banner({
    w: 900,
    h: 600,
    from: lilac[0],
    to: lilac[1],
    kicker: "NUEVA TEMPORADA",
    title: "Labios que hablan",
    motif: "lipstick",
    colour: "#b3123f",
  }),
  "content/home/slide-tratamiento.svg": banner({
    w: 1600,
    h: 500,
    from: mint[0],
    to: mint[1],
    kicker: "CUIDADO DE LA PIEL",
    title: "Tu rutina de verano",
    subtitle: "Protectores y sérums con 20% OFF",
    motif: "jar",
    colour: "#2f7d6b",
  }),
  "content/home/slide-tratamiento-mobile.svg": banner({
    w: 900,
    h: 600,
    from: mint[0],
    to: mint[1],
    kicker: "CUIDADO DE LA PIEL",
    title: "Tu rutina de verano",
    motif: "jar",
    colour: "#2f7d6b",
  }),
  "content/home/countdown-black-friday.svg": banner({
    w: 1600,
    h: 400,
    from: night[0],
    to: night[1],
    ink: "#ffffff",
    title: " ",
    colour: "#ab1458",
  }),
  "content/home/infocard-asesoria.svg": banner({
    w: 800,
    h: 600,
    from: sand[0],
    to: sand[1],
    title: "Asesoría",
    motif: "tube",
    colour: "#c78b6b",
  }),
  "content/home/infocard-regalos.svg": banner({
    w: 800,
    h: 600,
    from: pink[0],
    to: pink[1],
    title: "Regalos",
    colour: "#ab1458",
  }),
  "content/home/infocard-tiendas.svg": banner({
    w: 800,
    h: 600,
    from: lilac[0],
    to: lilac[1],
    title: "Tiendas",
    motif: "jar",
    colour: "#6b4fa3",
  }),
  "content/home/benefits-bancos.svg": tile({
    size: 125,
    from: sand[0],
    to: sand[1],
    motif: "bottle",
    colour: "#ab1458",
  }),
  "content/home/event-noche-de-perfumes.svg": banner({
    w: 1900,
    h: 600,
    from: night[0],
    to: night[1],
    ink: "#ffffff",
    kicker: "EVENTO EXCLUSIVO",
    title: "La Noche de los Perfumes",
    subtitle: "Jueves 4 de diciembre · Tiendas Esencia",
  }),
  "content/home/event-noche-de-perfumes-mobile.svg": banner({
    w: 900,
    h: 500,
    from: night[0],
    to: night[1],
    ink: "#ffffff",
    kicker: "EVENTO EXCLUSIVO",
    title: "Noche de Perfumes",
    subtitle: "Jueves 4 de diciembre",
  }),
  "content/home/video-poster.svg": poster({ title: "Cómo elegir tu fragancia" }),
  ...Object.fromEntries(
    [
      ["fragancias", "bottle", "#ab1458", pink],
      ["maquillaje", "lipstick", "#b3123f", lilac],
      ["tratamiento", "jar", "#2f7d6b", mint],
      ["capilar", "tube", "#c78b6b", sand],
      ["regalos", "bottle", "#c9a227", night],
      ["sale", "jar", "#ab1458", pink],
    ].map(([name, motif, colour, [from, to]]) => [`content/categories/${name}.svg`, tile({ from, to, motif, colour })]),
  ),
  ...Object.fromEntries(
    [
      ["promo-2x1", "2x1", "FRAGANCIAS", "#ab1458", "#d94a7a"],
      ["promo-30-off", "30%", "MAQUILLAJE", "#6b4fa3", "#9a7fd1"],
      ["promo-segunda", "70%", "2DA UNIDAD", "#2f7d6b", "#4fb39a"],
      ["promo-regalo", "GRATIS", "NECESER", "#c78b6b", "#e0ad8f"],
      ["promo-cuotas", "12", "CUOTAS S/INT.", "#1a1a1a", "#4a1530"],
    ].map(([name, percent, label, from, to]) => [`content/promos/${name}.svg`, promo({ percent, label, from, to })]),
  ),
  ...Object.fromEntries(
    (
      await Promise.all(
        Object.entries(brandLogoNames).map(async ([slug, [name, serif]]) => [
          [`content/brands/${slug}.svg`, await logo(name, { serif })],
          [`content/brands/${slug}-mobile.svg`, await logo(name, { w: 140, h: 42, serif })],
        ]),
      )
    ).flat(),
  ),
  ...Object.fromEntries(Object.keys(icons).map((name) => [`content/icons/${name}.svg`, icon(name)])),
  ...Object.fromEntries(
    [
      ["galicia", "GAL", "#e35205"],
      ["santander", "SAN", "#ec0000"],
      ["bbva", "BBVA", "#004481"],
      ["macro", "MAC", "#1f3b7a"],
    ].map(([name, short, colour]) => [`content/banks/${name}.svg`, bank({ name: short, colour })]),
  ),
  "content/promos/card-fragancias.svg": banner({
    w: 600,
    h: 400,
    from: pink[0],
    to: pink[1],
    title: "Fragancias",
    subtitle: "Hasta 40% OFF",
  }),
  "content/promos/card-fragancias-mobile.svg": banner({
    w: 600,
    h: 600,
    from: pink[0],
    to: pink[1],
    title: "Fragancias",
    subtitle: "Hasta 40% OFF",
  }),
  "content/promos/card-maquillaje.svg": banner({
    w: 600,
    h: 400,
    from: lilac[0],
    to: lilac[1],
    title: "Maquillaje",
    subtitle: "3x2 en labiales",
    motif: "lipstick",
    colour: "#b3123f",
  }),
  "content/promos/card-maquillaje-mobile.svg": banner({
    w: 600,
    h: 600,
    from: lilac[0],
    to: lilac[1],
    title: "Maquillaje",
    subtitle: "3x2 en labiales",
    motif: "lipstick",
    colour: "#b3123f",
  }),
  "content/promos/card-tratamiento.svg": banner({
    w: 600,
    h: 400,
    from: mint[0],
    to: mint[1],
    title: "Tratamiento",
    subtitle: "25% OFF en sérums",
    motif: "jar",
    colour: "#2f7d6b",
  }),
  "content/promos/card-tratamiento-mobile.svg": banner({
    w: 600,
    h: 600,
    from: mint[0],
    to: mint[1],
    title: "Tratamiento",
    subtitle: "25% OFF en sérums",
    motif: "jar",
    colour: "#2f7d6b",
  }),
  "content/pdp/banner-envio.svg": banner({
    w: 500,
    h: 73,
    from: sand[0],
    to: sand[1],
    title: "Envío gratis desde $120.000",
  }),
  "content/pdp/banner-envio-mobile.svg": banner({
    w: 500,
    h: 53,
    from: sand[0],
    to: sand[1],
    title: "Envío gratis desde $120.000",
  }),
  "content/landing/beneficios.svg": banner({
    w: 1280,
    h: 200,
    from: night[0],
    to: night[1],
    ink: "#ffffff",
    title: "Beneficios bancarios",
    subtitle: "Reintegros y cuotas todo el mes",
  }),
  "content/landing/beneficios-mobile.svg": banner({
    w: 900,
    h: 400,
    from: night[0],
    to: night[1],
    ink: "#ffffff",
    title: "Beneficios",
    subtitle: "Reintegros y cuotas",
  }),
  "content/site/mantenimiento.svg": banner({
    w: 1600,
    h: 900,
    from: night[0],
    to: night[1],
    ink: "#ffffff",
    kicker: "VOLVEMOS EN UN RATO",
    title: "Estamos renovando Esencia",
    subtitle: "Mientras tanto, visitá nuestras tiendas",
  }),
  "content/site/mantenimiento-mobile.svg": banner({
    w: 750,
    h: 1334,
    from: night[0],
    to: night[1],
    ink: "#ffffff",
    kicker: "VOLVEMOS EN UN RATO",
    title: "Estamos renovando Esencia",
  }),
  "content/site/popup-newsletter.svg": banner({
    w: 600,
    h: 300,
    from: pink[0],
    to: pink[1],
    title: "10% OFF",
    subtitle: "en tu primera compra",
  }),
  "content/site/popup-newsletter-mobile.svg": banner({ w: 600, h: 200, from: pink[0], to: pink[1], title: "10% OFF" }),
  "brand/esencia-logo.svg": svg(
    264,
    64,
    `<rect x="0" y="8" width="48" height="48" rx="12" fill="#ab1458"/><path d="M32 20H18v24h14M18 32h11" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<text x="60" y="44" font-family="Montserrat, Arial, sans-serif" font-size="32" font-weight="600" letter-spacing="6" fill="#1a1a1a">ESENCIA</text>`,
  ),
  "content/landing/envios.svg": banner({
    w: 800,
    h: 600,
    from: sand[0],
    to: sand[1],
    title: "Envíos",
    motif: "jar",
    colour: "#c78b6b",
  }),
};

/** Small pictures are painted at up to 3× so they stay sharp on dense phone screens. */
const paintScale = (width, height) => Math.min(3, Math.max(1, Math.ceil(240 / Math.max(width, height))));

/** Spec storefront-shell §"Banners": the page builder's pictures at quality 80. */
const webpQuality = 80;
/** sharp's default for AVIF, which looks like WebP at 80 on these pictures at two thirds of the bytes. */
const avifQuality = 50;

/**
 * Paints every picture as `{path}.webp` under `publicDir`, and its narrower widths, each with an AVIF
 * copy where that is smaller; returns how many files.
 */
export async function writeContentImages(publicDir) {
  let files = 0;
  for (const [path, svgSource] of Object.entries(contentImages)) {
    const [, width, height] = svgSource.match(/width="(\d+)" height="(\d+)"/).map(Number);
    const scale = paintScale(width, height);
    const svg = Buffer.from(svgSource);
    const webpPath = `/${path.replace(/\.svg$/, ".webp")}`;
    const painted = [
      { file: webpPath, width: width * scale },
      ...contentWidthsFor(width).map((narrower) => ({ file: contentVariantPath(webpPath, narrower), width: narrower })),
    ];
    for (const { file, width: pixels } of painted) {
      const picture = sharp(svg, { density: 72 * scale }).resize(pixels);
      const bytes = await picture.clone().webp({ quality: webpQuality }).toBuffer();
      mkdirSync(dirname(join(publicDir, file)), { recursive: true });
      writeFileSync(join(publicDir, file), bytes);
      files += 1;
      // Decision 101: an AVIF copy where it saves a tenth or more (small flat pictures, a logo with
      // transparency, often come out larger); the document carries it for browsers that accept it.
      const avif = await picture.clone().avif({ quality: avifQuality }).toBuffer();
      const avifFile = join(publicDir, avifSiblingOf(file));
      if (avif.length <= bytes.length * 0.9) {
        writeFileSync(avifFile, avif);
        files += 1;
      } else rmSync(avifFile, { force: true });
    }
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = await writeContentImages(new URL("../../public", import.meta.url).pathname);
  console.log(`${count} archivos de imágenes de contenido (WebP) en public/`);
}
