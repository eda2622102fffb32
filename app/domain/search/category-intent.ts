// A query made only of category words is a category: 'perfume mujer' is Fragancias › Femeninas,
// 'protector solar' is Tratamiento › Protección solar. Such queries are answered as that
// listing (precomputed counts, popularity order) instead of matching the words in every text.

/** Where a category word points: a department, or a category of it. */
export type CategoryPlace = { department: string; category: string | null };
export type CategoryTerms = ReadonlyMap<string, CategoryPlace[]>;

/** The category filters the terms mean together, or null when any term is not a category word or they disagree. */
export function categoryIntent(terms: string[], dictionary: CategoryTerms): [string, string][] | null {
  if (!terms.length) return null;
  const places = terms.map((term) => dictionary.get(term) ?? []);
  if (places.some((options) => !options.length)) return null;

  const matches: [string, string][][] = [];
  for (const department of new Set(places[0]!.map((place) => place.department))) {
    const inDepartment = places.map((options) => options.filter((place) => place.department === department));
    if (inDepartment.some((options) => !options.length)) continue;
    // Terms that also name the whole department do not narrow it to a category.
    const narrowing = inDepartment
      .filter((options) => options.every((place) => place.category !== null))
      .map((options) => new Set(options.map((place) => place.category!)));
    const categories = narrowing.reduce<Set<string> | null>(
      (common, named) => (common ? new Set([...common].filter((category) => named.has(category))) : named),
      null,
    );
    if (categories && categories.size !== 1) continue;
    const [category] = categories ?? [];
    matches.push(
      category
        ? [
            ["category-1", department],
            ["category-2", category],
          ]
        : [["category-1", department]],
    );
  }
  return matches.length === 1 ? matches[0]! : null;
}
