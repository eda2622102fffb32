// What a query means beyond its words (docs/decisions/077-query-rules-at-query-time.md): the
// synonyms ops keep in the `config:search-synonyms` document, numbers written the ways shoppers
// write N°5, product-type, set and colour intent. Applied to the normalised terms at query time,
// so editing the document needs no reindex.
import { searchTerms } from "./normalise";
import { correctTerm, type Vocabulary } from "./typo";

/** The document as ops write it (app/content/search-synonyms.ts validates it). */
export type SynonymRules = {
  /** Each word or phrase of a group also finds the others ('labial' ⇄ 'lipstick'). */
  twoWay: { words: string[] }[];
  /** `word` also finds each of `alsoFinds`, not the reverse ('rimmel' → 'máscara de pestañas'). */
  oneWay: { word: string; alsoFinds: string[] }[];
  /** The catalogue's names of product types: a query naming one wants singles before sets. */
  productTypes: string[];
  /** Words that ask for a set: sets come first. */
  setWords: string[];
  /** A colour's words and the shade names of that colour: the words boost those shades. */
  colours: { words: string[]; shades: string[] }[];
};

export type QueryRules = {
  /** A phrase's normalised terms, joined by spaces → what it also finds (term sequences, itself first). */
  alternatives: Map<string, string[][]>;
  /** The longest phrase with alternatives or naming a product type, in terms. */
  longest: number;
  productTypes: Set<string>;
  setWords: Set<string>;
  /** A colour word → the normalised shade names it boosts. */
  colours: Map<string, string[]>;
  /** Single-term phrases the rules know, for typo correction of words the catalogue lacks. */
  words: Vocabulary;
};

const phraseKey = (phrase: string) => searchTerms(phrase).join(" ");

export function compileRules(rules: SynonymRules): QueryRules {
  const alternatives = new Map<string, string[][]>();
  const add = (from: string, to: string[]) => {
    const key = phraseKey(from);
    if (!key) return;
    const known = alternatives.get(key) ?? [key.split(" ")];
    for (const phrase of to) {
      const terms = searchTerms(phrase);
      if (terms.length && !known.some((other) => other.join(" ") === terms.join(" "))) known.push(terms);
    }
    alternatives.set(key, known);
  };
  for (const { words } of rules.twoWay) for (const word of words) add(word, words);
  for (const { word, alsoFinds } of rules.oneWay) add(word, alsoFinds);

  const colours = new Map<string, string[]>();
  for (const { words, shades } of rules.colours) {
    const shadeKeys = shades.map(phraseKey).filter(Boolean);
    for (const word of words) if (phraseKey(word)) colours.set(phraseKey(word), shadeKeys);
  }
  const keys = [...alternatives.keys(), ...colours.keys()];
  const productTypes = new Set(rules.productTypes.map(phraseKey).filter(Boolean));
  return {
    alternatives,
    longest: Math.max(1, ...[...alternatives.keys(), ...productTypes].map((key) => key.split(" ").length)),
    productTypes,
    setWords: new Set(rules.setWords.map(phraseKey).filter(Boolean)),
    colours,
    words: new Map(keys.filter((key) => !key.includes(" ")).map((key) => [key, 1])),
  };
}

export const noRules: QueryRules = compileRules({
  twoWay: [],
  oneWay: [],
  productTypes: [],
  setWords: [],
  colours: [],
});

/**
 * A term slot of a plan: a plain term, or alternatives — separated by '|', each a sequence of terms
 * joined by '+' ('labial|lipstick', 'rimmel|mascara+pestana'). Indexed terms are [a-z0-9]+, so
 * neither sign can be part of one.
 */
export const slotKey = (alternatives: string[][]) => alternatives.map((terms) => terms.join("+")).join("|");
export const slotAlternatives = (key: string): string[][] => key.split("|").map((terms) => terms.split("+"));

export type ReadQuery = {
  /** Slots to match, all of them ("and"). */
  slots: string[];
  /** What the shopper typed with corrections, for 'Mostrando resultados para …'; null when nothing was corrected. */
  correctedTerm: string | null;
  /** Sets first (the query asks for a set, kit or regalo), last (it names a product type), or as relevance has them. */
  sets: "first" | "last" | null;
  /** Normalised shade names a colour word asked for; null when none did. */
  shades: string[] | null;
};

const numberMarkers = new Set(["n", "no", "nro", "nr", "num", "numero"]);
const markedNumber = /^(?:no|nro|nr|num|numero)(\d+)$/;

/**
 * Numbers as shoppers write a line's number: 'n°5', 'nº5', 'n5', 'no 5', 'no5', 'número 5' are the
 * catalogue's 'n5'; a bare number also finds its 'n' form ('chanel 5'), when the catalogue has one.
 */
function numberSlots(typed: string[]): { term: string; alternatives?: string[][] }[] {
  const units: { term: string; alternatives?: string[][] }[] = [];
  for (let at = 0; at < typed.length; at += 1) {
    const term = typed[at]!;
    const next = typed[at + 1];
    if (numberMarkers.has(term) && next && /^\d+$/.test(next)) {
      units.push({ term: `n${next}` });
      at += 1;
    } else if (markedNumber.test(term)) units.push({ term: term.replace(markedNumber, "n$1") });
    else if (/^\d+$/.test(term)) units.push({ term, alternatives: [[term], [`n${term}`]] });
    else units.push({ term });
  }
  return units;
}

/** Alternatives whose every term is indexed (the rest can only find nothing). */
const indexed = (alternatives: string[][], vocabulary: Vocabulary) =>
  alternatives.filter((terms) => terms.every((term) => vocabulary.has(term)));

/**
 * The slots of a query's normalised terms: numbers first, then the longest phrase with synonyms at
 * each place, then typo correction of what is left — against the catalogue, else against the
 * rules' own words ('lipstik' → 'lipstick' → 'labial').
 */
export function readQuery(typed: string[], rules: QueryRules, vocabulary: Vocabulary): ReadQuery {
  const units = numberSlots(typed);
  const slots: string[] = [];
  const shown: string[] = [];
  let corrected = false;
  let namesType = false;
  let asksSet = false;
  let shades: string[] | null = null;
  const setTerms: string[] = [];
  const colourTerms: string[] = [];

  for (let at = 0; at < units.length;) {
    let length = Math.min(rules.longest, units.length - at);
    let phrase: string[] | null = null;
    for (; length >= 1; length -= 1) {
      const key = units
        .slice(at, at + length)
        .map((unit) => unit.term)
        .join(" ");
      if (
        rules.alternatives.has(key) ||
        rules.productTypes.has(key) ||
        (length === 1 && (rules.setWords.has(key) || rules.colours.has(key)))
      ) {
        phrase = key.split(" ");
        break;
      }
    }
    let key = phrase?.join(" ") ?? units[at]!.term;
    const unit = units[at]!;
    if (!phrase && !vocabulary.has(key) && !unit.alternatives) {
      const fixed = correctTerm(key, vocabulary) ?? correctTerm(key, rules.words);
      if (fixed && fixed !== key) {
        corrected = true;
        key = fixed;
      }
    }
    at += phrase?.length ?? 1;
    shown.push(key);

    if (rules.setWords.has(key)) {
      asksSet = true;
      setTerms.push(key);
      continue;
    }
    if (rules.colours.has(key)) {
      shades = [...(shades ?? []), ...rules.colours.get(key)!];
      colourTerms.push(key);
      continue;
    }
    const alternatives = rules.alternatives.get(key) ?? unit.alternatives ?? [key.split(" ")];
    if (alternatives.some((terms) => rules.productTypes.has(terms.join(" ")))) namesType = true;
    const found = indexed(alternatives, vocabulary);
    // One alternative (nothing else indexed, or a phrase that is only a type's name): its words, one
    // slot each; nothing indexed: the typed words stay, so only the any-term retry can match them.
    if (found.length <= 1) slots.push(...(found[0] ?? key.split(" ")));
    else slots.push(slotKey(found));
  }
  // A query made only of intent words still searches them: 'regalo' finds the sets, 'rojo' the red shades.
  if (!slots.length && setTerms.length) slots.push("set");
  if (!slots.length && colourTerms.length) {
    slots.push(...colourTerms);
    shades = null;
  }
  return {
    slots,
    correctedTerm: corrected ? shown.join(" ") : null,
    sets: asksSet ? "first" : namesType ? "last" : null,
    shades,
  };
}
