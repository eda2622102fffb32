// Suggested terms for what a shopper is typing (spec storefront-shell §9 "Suggestions").

/** A phrase (brand, line, category) keyed from one of its words on: 'bleu de chanel', 'de chanel', 'chanel'. */
export type SuggestionPhrase = { prefixKey: string; phrase: string; popularity: number };

/** Phrases with a word that starts what was typed (already folded), most popular first. */
export function suggestedPhrases(phrases: SuggestionPhrase[], typed: string, limit: number): string[] {
  const best = new Map<string, number>();
  for (const { prefixKey, phrase, popularity } of phrases) {
    if (prefixKey.startsWith(typed)) best.set(phrase, Math.max(best.get(phrase) ?? 0, popularity));
  }
  return [...best]
    .sort(([a, first], [b, second]) => second - first || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([phrase]) => phrase);
}
