// Where each indexed term occurs, and the relevance of a term's matches
// (docs/decisions/030-term-postings-in-the-isolate.md): what FTS5 answered before, held by the
// isolate so that a broad term needs no ranking of every match in SQLite and no round trip.

/** A product's searchable text by field: normalised terms, in order, duplicates kept. */
export type SearchableText = Record<SearchField, string[]>;
export type SearchField = "brand" | "line" | "name" | "attributes" | "body";

/**
 * Relevance weights of an occurrence by field: brand, line and name above the description.
 * Baked into the postings: changing them means reindexing.
 */
export const fieldWeights: Record<SearchField, number> = { brand: 10, line: 8, name: 6, attributes: 3, body: 1 };
/** Fields that say what a product is (brand, line, name, category words): suggestions look only here. */
const namingFields: SearchField[] = ["brand", "line", "name", "attributes"];

/**
 * One term's postings as bytes: per product holding it, in ascending position, the gap from the
 * previous position and `weighted frequency × 2 + named`, both as LEB128 varints — one byte each
 * for most postings (dense gaps, one mention in the description).
 */
export type TermPostings = Uint8Array;

/** A product's weighted frequency of each of its terms, and whether a naming field holds it. */
export function termWeights(text: SearchableText): Map<string, { weighted: number; named: boolean }> {
  const weights = new Map<string, { weighted: number; named: boolean }>();
  for (const field of Object.keys(fieldWeights) as SearchField[]) {
    for (const term of text[field]) {
      const entry = weights.get(term) ?? { weighted: 0, named: false };
      entry.weighted += fieldWeights[field];
      entry.named ||= namingFields.includes(field);
      weights.set(term, entry);
    }
  }
  return weights;
}

/** A term's postings, added in ascending position. */
export class TermPostingsWriter {
  private bytes: number[] = [];
  private previous = 0;

  add(position: number, { weighted, named }: { weighted: number; named: boolean }) {
    this.varint(position - this.previous);
    this.varint(weighted * 2 + (named ? 1 : 0));
    this.previous = position;
  }

  finish(): TermPostings {
    return Uint8Array.from(this.bytes);
  }

  private varint(value: number) {
    while (value >= 0x80) {
      this.bytes.push((value & 0x7f) | 0x80);
      value = Math.floor(value / 0x80);
    }
    this.bytes.push(value);
  }
}

/** Decoded postings: positions ascending, with each one's weighted frequency and naming flag. */
export type DecodedPostings = { positions: Int32Array; codes: Uint32Array; length: number };

export function decodePostings(bytes: TermPostings): DecodedPostings {
  // Every posting takes at least two bytes, so half the bytes bound the count.
  const positions = new Int32Array(bytes.length >>> 1);
  const codes = new Uint32Array(bytes.length >>> 1);
  let length = 0;
  let position = 0;
  let at = 0;
  while (at < bytes.length) {
    let value = 0;
    let shift = 0;
    let byte;
    do {
      byte = bytes[at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    position += value;
    value = 0;
    shift = 0;
    do {
      byte = bytes[at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    positions[length] = position;
    codes[length] = value;
    length += 1;
  }
  return { positions, codes, length };
}

/** What relevance needs of the whole index: each product's length in terms, and the average. */
export type Lengths = { termCounts: Uint16Array; average: number };

/** Matches of a query: positions ascending, with their relevance (lower is better). */
export type Matches = { positions: ArrayLike<number>; scores: ArrayLike<number> };

const k1 = 1.2;
const b = 0.75;

/**
 * Products holding all terms ("and") or any ("or"), scored with FTS5's bm25 over the weighted
 * frequencies, term by term in query order — the same arithmetic, so the same ranking. A term
 * absent from the index is `undefined`.
 */
export function matchTerms(postings: (TermPostings | undefined)[], operator: "and" | "or", lengths: Lengths): Matches {
  const size = lengths.termCounts.length;
  const decoded = postings.map((bytes) =>
    bytes ? decodePostings(bytes) : { positions: new Int32Array(0), codes: new Uint32Array(0), length: 0 },
  );
  // FTS5's idf; terms in more than half the products get a token weight rather than a negative one.
  const idf = decoded.map(({ length }) => {
    const value = Math.log((size - length + 0.5) / (length + 0.5));
    return value <= 0 ? 1e-6 : value;
  });
  if (operator === "and" && decoded.some(({ length }) => length === 0))
    return { positions: new Int32Array(0), scores: new Float64Array(0) };

  const bound =
    operator === "and"
      ? Math.min(...decoded.map(({ length }) => length))
      : decoded.reduce((sum, { length }) => sum + length, 0);
  const positions = new Int32Array(Math.min(bound, size));
  const scores = new Float64Array(positions.length);
  const cursors = new Int32Array(decoded.length);
  let found = 0;
  for (;;) {
    // The next candidate: the highest current position for "and" (all must reach it), the lowest for "or".
    let candidate = operator === "and" ? -1 : Number.MAX_SAFE_INTEGER;
    let exhausted = operator === "or";
    for (let term = 0; term < decoded.length; term += 1) {
      const { positions: at, length } = decoded[term]!;
      if (cursors[term]! >= length) {
        if (operator === "and") return trimmed(positions, scores, found);
        continue;
      }
      exhausted = false;
      const position = at[cursors[term]!]!;
      if (operator === "and" ? position > candidate : position < candidate) candidate = position;
    }
    if (exhausted) return trimmed(positions, scores, found);
    let all = true;
    for (let term = 0; term < decoded.length; term += 1) {
      const { positions: at, length } = decoded[term]!;
      let cursor = cursors[term]!;
      if (operator === "and") while (cursor < length && at[cursor]! < candidate) cursor += 1;
      cursors[term] = cursor;
      if (cursor >= length || at[cursor] !== candidate) all = false;
    }
    if (operator === "and" && !all) continue;

    const termCount = lengths.termCounts[candidate]!;
    let score = 0;
    for (let term = 0; term < decoded.length; term += 1) {
      const { positions: at, codes, length } = decoded[term]!;
      const cursor = cursors[term]!;
      if (cursor >= length || at[cursor] !== candidate) continue;
      const frequency = codes[cursor]! >>> 1;
      score += idf[term]! * ((frequency * (k1 + 1.0)) / (frequency + k1 * (1 - b + (b * termCount) / lengths.average)));
      cursors[term] = cursor + 1;
    }
    positions[found] = candidate;
    scores[found] = -1.0 * score;
    found += 1;
  }
}

const trimmed = (positions: Int32Array, scores: Float64Array, found: number): Matches => ({
  positions: positions.subarray(0, found),
  scores: scores.subarray(0, found),
});

/**
 * Positions holding every term of `complete` and some term of `completions` in a naming field
 * (what FTS5 answered for `{brand line name attributes} : ("a" "b" "pre"*)`), each once.
 */
export function namedMatches(
  complete: (TermPostings | undefined)[],
  completions: TermPostings[],
  size: number,
): number[] {
  const matched: number[] = [];
  if (complete.some((bytes) => !bytes) || !completions.length) return matched;
  // Each position counts the complete terms it holds, in turn; only those holding all go on.
  const held = new Uint16Array(size);
  complete.forEach((bytes, term) => {
    const { positions, codes, length } = decodePostings(bytes!);
    for (let i = 0; i < length; i += 1)
      if (codes[i]! & 1 && held[positions[i]!] === term) held[positions[i]!] = term + 1;
  });
  for (const bytes of completions) {
    const { positions, codes, length } = decodePostings(bytes);
    for (let i = 0; i < length; i += 1) {
      const position = positions[i]!;
      if (codes[i]! & 1 && held[position] === complete.length) {
        held[position] = complete.length + 1;
        matched.push(position);
      }
    }
  }
  return matched;
}

/**
 * One slot's postings from its alternatives' (query-rules.ts): a product holding every term of an
 * alternative holds the slot, with the sum of those terms' weighted frequencies (named when all
 * are); of several alternatives it holds, the weights add up, so 'rimmel' puts Rimmel's mascaras
 * above other mascaras and Rimmel's other products. A missing term empties its alternative.
 */
export function slotPostings(alternatives: (TermPostings | undefined)[][]): TermPostings {
  const best = new Map<number, number>();
  for (const terms of alternatives) {
    if (!terms.length || terms.some((bytes) => !bytes)) continue;
    let held: Map<number, number> | null = null;
    for (const bytes of terms) {
      const { positions, codes, length } = decodePostings(bytes!);
      const next = new Map<number, number>();
      for (let i = 0; i < length; i += 1) {
        const position = positions[i]!;
        if (held && !held.has(position)) continue;
        const code = codes[i]!;
        const before = held?.get(position);
        next.set(position, before === undefined ? code : ((before >>> 1) + (code >>> 1)) * 2 + (before & code & 1));
      }
      held = next;
    }
    for (const [position, code] of held ?? []) {
      const before = best.get(position);
      best.set(position, before === undefined ? code : ((before >>> 1) + (code >>> 1)) * 2 + ((before | code) & 1));
    }
  }
  const writer = new TermPostingsWriter();
  for (const position of [...best.keys()].sort((a, b) => a - b)) {
    const code = best.get(position)!;
    writer.add(position, { weighted: code >>> 1, named: (code & 1) === 1 });
  }
  return writer.finish();
}

/** Positions holding a term in a naming field, as a mark per position. */
export function namedMarks(bytes: TermPostings | undefined, size: number): Uint8Array {
  const marks = new Uint8Array(size);
  if (!bytes) return marks;
  const { positions, codes, length } = decodePostings(bytes);
  for (let i = 0; i < length; i += 1) if (codes[i]! & 1) marks[positions[i]!] = 1;
  return marks;
}
