// Writes scripts/seed/glyphs.json: the outlines, advances and kerning of the two Montserrat weights
// the seeded product pictures letter their brand and line with (decision 111). The pictures carry
// text as paths, so what they show never depends on which fonts a machine has. Run once, when the
// letters change, with fontkit and @fontsource/montserrat installed outside the project:
//   npm install --prefix /tmp/glyph-tools fontkit@2 @fontsource/montserrat@5
//   node scripts/seed/glyph-outlines.mjs /tmp/glyph-tools
// Montserrat is © The Montserrat Project Authors, SIL Open Font License 1.1.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const tools = process.argv[2];
if (!tools)
  throw new Error("Usage: node scripts/seed/glyph-outlines.mjs <folder with fontkit and @fontsource/montserrat>");
const require = createRequire(join(tools, "node_modules", "x.js"));
const fontkit = require("fontkit");

/** Printable ASCII, Latin-1's letters and signs, and the typographer's apostrophe. */
const characters = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)),
  ...Array.from({ length: 0xff - 0xa1 + 1 }, (_, i) => String.fromCodePoint(0xa1 + i)).filter((c) => c !== "\u00ad"),
  "\u2019",
];

const round = (value) => Math.round(value);

function outlinesOf(weight) {
  const font = fontkit.openSync(require.resolve(`@fontsource/montserrat/files/montserrat-latin-${weight}-normal.woff`));
  const scale = 1000 / font.unitsPerEm;
  const glyphs = {};
  for (const character of characters) {
    if (!font.hasGlyphForCodePoint(character.codePointAt(0))) continue;
    const glyph = font.glyphForCodePoint(character.codePointAt(0));
    const path = glyph.path.scale(scale, -scale).toSVG();
    // Whole units of a 1000-unit em: a tenth of a pixel at the largest size drawn.
    glyphs[character] = [
      round(glyph.advanceWidth * scale),
      path.replace(/-?\d+(\.\d+)?(e-?\d+)?/g, (n) => String(round(Number(n)))),
    ];
  }
  const kerning = {};
  // Pairs of letters and digits only, and only where the pair moves by a visible 2 % of an em.
  const letters = Object.keys(glyphs).filter((c) => /[\p{L}\d]/u.test(c));
  for (const a of letters)
    for (const b of letters) {
      const run = font.layout(a + b);
      if (run.glyphs.length !== 2) continue;
      const kern = round((run.positions[0].xAdvance - run.glyphs[0].advanceWidth) * scale);
      if (Math.abs(kern) >= 20) kerning[a + b] = kern;
    }
  return { ascent: round(font.ascent * scale), capHeight: round(font.capHeight * scale), glyphs, kerning };
}

const out = join(import.meta.dirname, "glyphs.json");
writeFileSync(out, `${JSON.stringify({ bold: outlinesOf(700), medium: outlinesOf(500) })}\n`);
console.log(`Escrito ${out}`);
