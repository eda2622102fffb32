// No dead ends (decision 077): a search that found nothing, even with typo correction and the
// any-term retry, offers the closest words the catalogue has — further than automatic correction
// dares, or a word the typed one starts ('sauv' → 'sauvage') — as a link to search them instead.
import { closestTerm, editBudget, editDistance, type Vocabulary } from "./typo";

/** The closest indexed term within one edit more than correction allows, else the commonest it starts; null if none. */
function closest(term: string, vocabulary: Vocabulary): string | null {
  if (vocabulary.has(term)) return term;
  const budget = /\d/.test(term) || term.length < 3 ? 0 : Math.min(3, editBudget(term) + 1);
  return closestTerm(vocabulary, budget, (candidate) =>
    candidate.startsWith(term) && term.length >= 3 ? 0.5 : editDistance(term, candidate, budget),
  );
}

/** The typed terms as the catalogue has them, or null when no term can be mended or nothing changed. */
export function didYouMean(typed: string[], vocabulary: Vocabulary): string | null {
  const mended = typed.map((term) => closest(term, vocabulary));
  if (!mended.length || mended.some((term) => term === null)) return null;
  const suggestion = mended.join(" ");
  return suggestion === typed.join(" ") ? null : suggestion;
}
