// Spanish text normalisation, applied the same way when indexing and when querying
// (docs/decisions/011-search-in-d1.md): fold, split, drop stop words, stem.

/** Words that carry no meaning in a product query. Checked before stemming. */
const stopWords = new Set([
  "a",
  "al",
  "con",
  "de",
  "del",
  "e",
  "el",
  "en",
  "la",
  "las",
  "lo",
  "los",
  "o",
  "para",
  "por",
  "sin",
  "su",
  "sus",
  "u",
  "un",
  "una",
  "y",
]);

/** Lower case, accents and ñ folded, '°' dropped ('N°5' → 'n5'), anything else not a letter or digit becomes a space. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[°º'’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const vowel = /[aeiou]/;
/** Consonants after which Spanish plurals add '-es' (flor-es, labial-es, marrón-es, luz → luc-es). */
const esPluralAfter = /[lrndjy]/;

/**
 * A light Spanish stemmer for plurals: '-ces' → '-z' (lápices → lapiz), '-es' after a vowel and
 * l/r/n/d/j/y (labiales → labial, colores → color), else '-s' after a/e/o (perfumes → perfume).
 * Words of 3 letters or fewer and numbers stay as they are.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("ces") && word.length > 4) return `${word.slice(0, -3)}z`;
  const beforeEs = word.at(-3) ?? "";
  if (word.endsWith("es") && esPluralAfter.test(beforeEs) && vowel.test(word.at(-4) ?? "")) return word.slice(0, -2);
  if (word.endsWith("s") && /[aeo]/.test(word.at(-2) ?? "")) return word.slice(0, -1);
  return word;
}

/** The searchable terms of a text, in order (duplicates kept: relevance counts them). */
export function searchTerms(text: string): string[] {
  return foldText(text)
    .split(" ")
    .filter((word) => word && !stopWords.has(word))
    .map(stem);
}
