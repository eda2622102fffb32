// Spec products-and-buying §5 "Related products": "The reference is the part after ':' in
// referenceId.Value, if present; otherwise the whole value. Products with the same productGroupID
// are excluded. Only products of the same brand (case-insensitive) are kept."

type Relatable = { id: string; brand: { name: string } };

/** The line reference a product shares with its other presentations; null when it has none. */
export function referenceOf(referenceId: string | null): string | null {
  const reference = referenceId?.slice(referenceId.indexOf(":") + 1).trim();
  return reference ? reference : null;
}

/** The candidates that are other products (productGroupID) of the product's brand. */
export function relatedTo<T extends Relatable>(product: Relatable, candidates: T[]): T[] {
  const brand = product.brand.name.toLowerCase();
  return candidates.filter((candidate) => candidate.id !== product.id && candidate.brand.name.toLowerCase() === brand);
}
