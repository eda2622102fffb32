// Typo tolerance like the hosted platform's (decision 011): 1 edit for terms of 3–5 letters, 2 for
// 6 or more, against the vocabulary of indexed terms.

/** How many edits a query term may be away from an indexed one. */
export function editBudget(term: string): number {
  if (/\d/.test(term) || term.length < 3) return 0;
  return term.length >= 6 ? 2 : 1;
}

/**
 * Optimal-string-alignment distance (insert, delete, substitute, swap two neighbours), or
 * `max + 1` as soon as it must exceed `max` — most vocabulary terms are rejected in a few steps.
 * Three rows of the table, reused: a query's correction compares it with every indexed term.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let beforePrevious = new Int32Array(width);
  let previous = new Int32Array(width);
  let current = new Int32Array(width);
  for (let j = 0; j < width; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const letter = a.charCodeAt(i - 1);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j += 1) {
      const other = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (letter === other ? 0 : 1));
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === other)
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
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
  return closestTerm(vocabulary, budget, (candidate) => editDistance(term, candidate, budget));
}

/**
 * The vocabulary's term at the smallest distance within the budget; ties go to the term in more
 * products, then alphabetical. One rule for correction and for 'Quizás quisiste decir'.
 */
export function closestTerm(
  vocabulary: Vocabulary,
  budget: number,
  distanceTo: (candidate: string) => number,
): string | null {
  let best: { term: string; distance: number; frequency: number } | null = null;
  for (const [candidate, frequency] of vocabulary) {
    const distance = distanceTo(candidate);
    if (distance > budget) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance &&
        (frequency > best.frequency || (frequency === best.frequency && candidate < best.term)))
    ) {
      best = { term: candidate, distance, frequency };
    }
  }
  return best?.term ?? null;
}
