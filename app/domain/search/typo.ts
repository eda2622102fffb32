// Typo tolerance like the hosted platform's (issue 3 §2): 1 edit for terms of 3–5 letters, 2 for
// 6 or more, against the vocabulary of indexed terms.

/** How many edits a query term may be away from an indexed one. */
export function editBudget(term: string): number {
  if (/\d/.test(term) || term.length < 3) return 0;
  return term.length >= 6 ? 2 : 1;
}

/**
 * Optimal-string-alignment distance (insert, delete, substitute, swap two neighbours), or
 * `max + 1` as soon as it must exceed `max` — most vocabulary terms are rejected in a few steps.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Indexed terms with how many products contain them. */
export type Vocabulary = ReadonlyMap<string, number>;

/**
 * The indexed term a query term stands for: itself when indexed, else the closest term within its
 * edit budget (ties go to the term in more products, then alphabetical), else null.
 */
export function correctTerm(term: string, vocabulary: Vocabulary): string | null {
  if (vocabulary.has(term)) return term;
  const budget = editBudget(term);
  let best: { term: string; distance: number; frequency: number } | null = null;
  for (const [candidate, frequency] of vocabulary) {
    const distance = editDistance(term, candidate, budget);
    if (distance > budget) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && (frequency > best.frequency || (frequency === best.frequency && candidate < best.term)))
    ) {
      best = { term: candidate, distance, frequency };
    }
  }
  return best?.term ?? null;
}
