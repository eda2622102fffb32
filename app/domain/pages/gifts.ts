// Spec storefront-shell §2.21 "Gifts-by-brand page" and §5 "Gifts page: The brand search is a
// case-insensitive substring match on brandTitle."

/** Case and accents aside: 'lancome' finds 'Lancôme' as a shopper on a phone keyboard expects. */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

/** The brand groups whose brandTitle contains the search; an empty search keeps them all. */
export function giftBrandsMatching<T extends { brandTitle: string }>(groups: readonly T[], search: string | null): T[] {
  const wanted = folded(search ?? "");
  return wanted ? groups.filter((group) => folded(group.brandTitle).includes(wanted)) : [...groups];
}
