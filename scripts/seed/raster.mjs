// Product pictures as PNG: a store's pictures are photographs, decoded off the main thread. The
// generated drawings stay SVG source (images.mjs) and are painted here, so pages are measured
// with raster images as in production (decision 049). Handles exactly what images.mjs draws:
// <rect> (rx), <circle> and <path> (M L H Q C Z, absolute), filled or stroked, with fill-opacity.
import { deflateSync } from "node:zlib";

/** Subsample rows per pixel row; across a row, coverage is exact. */
const rowsPerPixel = 4;
const curveSteps = 24;

const attributes = (tag) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
const number = (value, fallback = 0) => (value === undefined ? fallback : Number(value));
/** '#rgb' or '#rrggbb' as [red, green, blue]. */
function rgb(hex) {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join("")}` : hex;
  return [1, 3, 5].map((at) => parseInt(full.slice(at, at + 2), 16));
}

/** Spans [x0, x1) of a rounded rectangle on the horizontal line y. */
function roundedRectSpan(x, y0, width, height, rx, y) {
  if (y < y0 || y >= y0 + height) return null;
  const r = Math.min(rx, width / 2, height / 2);
  const dy = y < y0 + r ? y0 + r - y : y > y0 + height - r ? y - (y0 + height - r) : 0;
  const inset = r - Math.sqrt(Math.max(0, r * r - dy * dy));
  return [x + inset, x + width - inset];
}

function circleSpan(cx, cy, r, y) {
  const dy = y - cy;
  if (Math.abs(dy) >= r) return null;
  const half = Math.sqrt(r * r - dy * dy);
  return [cx - half, cx + half];
}

/** Polyline points of an absolute path (curves flattened); one array per subpath. */
function flatten(d) {
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+/g) ?? [];
  const paths = [];
  let points = [];
  let at = 0;
  let command = "";
  let x = 0;
  let y = 0;
  const next = () => Number(tokens[at++]);
  while (at < tokens.length) {
    if (/[A-Za-z]/.test(tokens[at])) command = tokens[at++];
    if (command === "M") {
      if (points.length) paths.push(points);
      x = next();
      y = next();
      points = [[x, y]];
    } else if (command === "L") {
      x = next();
      y = next();
      points.push([x, y]);
    } else if (command === "H") {
      x = next();
      points.push([x, y]);
    } else if (command === "Q" || command === "C") {
      const controls = Array.from({ length: command === "Q" ? 2 : 3 }, () => [next(), next()]);
      const from = [x, y];
      for (let step = 1; step <= curveSteps; step++) {
        const t = step / curveSteps;
        points.push(command === "Q" ? quadratic(from, controls, t) : cubic(from, controls, t));
      }
      [x, y] = controls.at(-1);
    } else if (command === "Z") {
      points.closed = true;
    } else {
      throw new Error(`Comando de trazado no soportado: ${command}`);
    }
  }
  if (points.length) paths.push(points);
  return paths;
}

function quadratic([x0, y0], [[x1, y1], [x2, y2]], t) {
  const u = 1 - t;
  return [u * u * x0 + 2 * u * t * x1 + t * t * x2, u * u * y0 + 2 * u * t * y1 + t * t * y2];
}

function cubic([x0, y0], [[x1, y1], [x2, y2], [x3, y3]], t) {
  const u = 1 - t;
  const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3];
}

/** Spans of a filled polygon on line y (even-odd). */
function polygonSpans(polygon, y) {
  const crossings = [];
  for (let i = 0; i < polygon.length; i++) {
    const [x0, y0] = polygon[i];
    const [x1, y1] = polygon[(i + 1) % polygon.length];
    if (y0 <= y === y1 <= y) continue;
    crossings.push(x0 + ((y - y0) / (y1 - y0)) * (x1 - x0));
  }
  crossings.sort((a, b) => a - b);
  const spans = [];
  for (let i = 0; i + 1 < crossings.length; i += 2) spans.push([crossings[i], crossings[i + 1]]);
  return spans;
}

/** Spans of a stroked polyline on line y: every point within half the width of a segment. */
function strokeSpans(polyline, halfWidth, y) {
  const spans = [];
  for (let i = 0; i + 1 < polyline.length; i++) {
    const [[x0, y0], [x1, y1]] = [polyline[i], polyline[i + 1]];
    const [dx, dy] = [x1 - x0, y1 - y0];
    const length = Math.hypot(dx, dy) || 1;
    // The segment as a rectangle (its four corners), plus round caps at both ends.
    const [nx, ny] = [(-dy / length) * halfWidth, (dx / length) * halfWidth];
    spans.push(
      ...polygonSpans(
        [
          [x0 + nx, y0 + ny],
          [x1 + nx, y1 + ny],
          [x1 - nx, y1 - ny],
          [x0 - nx, y0 - ny],
        ],
        y,
      ),
    );
    for (const [cx, cy] of [
      [x0, y0],
      [x1, y1],
    ]) {
      const cap = circleSpan(cx, cy, halfWidth, y);
      if (cap) spans.push(cap);
    }
  }
  return spans;
}

/** Minus a hole (a stroke's inside) from a span. */
const withoutHole = (span, hole) =>
  hole
    ? [
        [span[0], Math.max(span[0], hole[0])],
        [Math.min(span[1], hole[1]), span[1]],
      ]
    : [span];

/** Overlapping spans as one (strokes overlap at their joints): each point counts once. */
function merged(spans) {
  const out = [];
  for (const [from, to] of spans.sort((a, b) => a[0] - b[0])) {
    const last = out.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/** What one SVG element covers on line y, as spans, for its fill or its stroke. */
function shapeOf(name, a) {
  const paint = a.fill && a.fill !== "none" ? { colour: a.fill, opacity: number(a["fill-opacity"], 1) } : null;
  const stroke =
    a.stroke && a.stroke !== "none" ? { colour: a.stroke, opacity: 1, half: number(a["stroke-width"], 1) / 2 } : null;
  const layers = [];
  if (name === "rect") {
    const [x, y0, width, height, rx] = [number(a.x), number(a.y), number(a.width), number(a.height), number(a.rx)];
    if (paint)
      layers.push({
        ...paint,
        top: y0,
        bottom: y0 + height,
        spans: (y) => [roundedRectSpan(x, y0, width, height, rx, y)].filter(Boolean),
      });
    if (stroke) {
      const h = stroke.half;
      layers.push({
        ...stroke,
        top: y0 - h,
        bottom: y0 + height + h,
        spans: (y) => {
          const outer = roundedRectSpan(x - h, y0 - h, width + 2 * h, height + 2 * h, rx + h, y);
          return outer
            ? withoutHole(outer, roundedRectSpan(x + h, y0 + h, width - 2 * h, height - 2 * h, Math.max(0, rx - h), y))
            : [];
        },
      });
    }
  } else if (name === "circle") {
    const [cx, cy, r] = [number(a.cx), number(a.cy), number(a.r)];
    if (paint)
      layers.push({ ...paint, top: cy - r, bottom: cy + r, spans: (y) => [circleSpan(cx, cy, r, y)].filter(Boolean) });
    if (stroke) {
      layers.push({
        ...stroke,
        top: cy - r - stroke.half,
        bottom: cy + r + stroke.half,
        spans: (y) => {
          const outer = circleSpan(cx, cy, r + stroke.half, y);
          return outer ? withoutHole(outer, circleSpan(cx, cy, r - stroke.half, y)) : [];
        },
      });
    }
  } else if (name === "path") {
    const paths = flatten(a.d ?? "");
    const ys = paths.flat().map(([, y]) => y);
    const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
    if (paint)
      layers.push({ ...paint, top, bottom, spans: (y) => paths.flatMap((polygon) => polygonSpans(polygon, y)) });
    if (stroke) {
      const lines = paths.map((line) => (line.closed ? [...line, line[0]] : line));
      layers.push({
        ...stroke,
        top: top - stroke.half,
        bottom: bottom + stroke.half,
        spans: (y) => lines.flatMap((line) => strokeSpans(line, stroke.half, y)),
      });
    }
  } else if (name !== "svg") {
    throw new Error(`Elemento SVG no soportado: ${name}`);
  }
  return layers;
}

/** Adds what the span [x0, x1) covers of each pixel, as a share of one subsample row. */
function accumulate(coverage, x0, x1, weight) {
  for (let x = Math.floor(x0); x < x1; x++) coverage[x] += (Math.min(x1, x + 1) - Math.max(x0, x)) * weight;
}

/** Blends a colour into one pixel row where the coverage says, and clears the coverage. */
function blendRow(pixels, coverage, offset, left, right, red, green, blue, opacity) {
  for (let x = left; x < right; x++) {
    const alpha = (coverage[x] < 1 ? coverage[x] : 1) * opacity;
    coverage[x] = 0;
    if (alpha === 0) continue;
    const at = offset + x * 3;
    pixels[at] = pixels[at] + (red - pixels[at]) * alpha + 0.5;
    pixels[at + 1] = pixels[at + 1] + (green - pixels[at + 1]) * alpha + 0.5;
    pixels[at + 2] = pixels[at + 2] + (blue - pixels[at + 2]) * alpha + 0.5;
  }
}

/** Paints one layer, row by row within its vertical extent. */
function paintLayer(pixels, coverage, width, height, layer) {
  const [red, green, blue] = rgb(layer.colour);
  const first = Math.max(0, Math.floor(layer.top));
  const last = Math.min(height, Math.ceil(layer.bottom));
  for (let row = first; row < last; row++) {
    let left = width;
    let right = 0;
    for (let sub = 0; sub < rowsPerPixel; sub++) {
      for (const [from, to] of merged(layer.spans(row + (sub + 0.5) / rowsPerPixel))) {
        const x0 = Math.max(0, from);
        const x1 = Math.min(width, to);
        if (x1 <= x0) continue;
        accumulate(coverage, x0, x1, 1 / rowsPerPixel);
        left = Math.min(left, Math.floor(x0));
        right = Math.max(right, Math.ceil(x1));
      }
    }
    if (left < right) blendRow(pixels, coverage, row * width * 3, left, right, red, green, blue, layer.opacity);
  }
}

/** Paints the drawing into RGB pixels, anti-aliased. */
export function paint(svg) {
  const root = attributes(/<svg\b[^>]*>/.exec(svg)?.[0] ?? "");
  const [width, height] = [number(root.width), number(root.height)];
  const pixels = new Uint8Array(width * height * 3).fill(255);
  const coverage = new Float64Array(width + 1);
  for (const [, name, rest] of svg.matchAll(/<(\w+)\b([^>]*)\/?>/g)) {
    const a = attributes(rest);
    // The backdrop: a plain rectangle over the whole picture, painted at once.
    if (
      name === "rect" &&
      !a.x &&
      !a.y &&
      !a.rx &&
      !a.stroke &&
      !a["fill-opacity"] &&
      number(a.width) === width &&
      number(a.height) === height
    ) {
      pixels.set(rgb(a.fill));
      for (let filled = 3; filled < pixels.length; filled *= 2) pixels.copyWithin(filled, 0, filled);
      continue;
    }
    for (const layer of shapeOf(name, a)) paintLayer(pixels, coverage, width, height, layer);
  }
  return { width, height, pixels };
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function filterUp(pixels, stride, height) {
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row++) {
    const out = row * (stride + 1);
    const at = row * stride;
    filtered[out] = 2;
    for (let i = 0; i < stride; i++) filtered[out + 1 + i] = pixels[at + i] - (row ? pixels[at - stride + i] : 0);
  }
  return filtered;
}

/** An 8-bit RGB PNG; each row filtered 'Up' (flat drawings repeat rows, which then deflate to almost nothing). */
export function encodePng({ width, height, pixels }) {
  const filtered = filterUp(pixels, width * 3, height);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(filtered)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const svgToPng = (svg) => encodePng(paint(svg));
