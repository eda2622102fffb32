// Spec storefront-shell §2.22 "Brands page": "an A–Z index: anchors #a to #z, jumping to headings
// whose id is the lower-cased letter. Under each letter, the brand names link to the brand's page".
// §3.5 "Brands list: brandsContent[] {mainLetter, brandsNames[] {brandName, brandLink}}".

export type BrandsLetter = { mainLetter: string; brandsNames: { brandName: string; brandLink: string }[] };

export const alphabet = "abcdefghijklmnopqrstuvwxyz".split("");

/** 'Élizabeth Arden' → 'e', '4711' → '#': the letter a brand files under. */
export function letterOf(name: string): string {
  const first = name.normalize("NFD").replace(/\p{M}/gu, "").trim().charAt(0).toLowerCase();
  return alphabet.includes(first) ? first : "#";
}

/** Brands grouped under their letter, letters and names in Spanish order; '#' (digits, symbols) last. */
export function brandsByLetter(brands: readonly { name: string; link: string }[]): BrandsLetter[] {
  const groups = new Map<string, BrandsLetter["brandsNames"]>();
  for (const brand of [...brands].sort((a, b) => a.name.localeCompare(b.name, "es", { sensitivity: "base" }))) {
    const letter = letterOf(brand.name);
    groups.set(letter, [...(groups.get(letter) ?? []), { brandName: brand.name, brandLink: brand.link }]);
  }
  return [...groups.keys()]
    .sort((a, b) => (a === "#" ? 1 : b === "#" ? -1 : a.localeCompare(b)))
    .map((letter) => ({ mainLetter: letter, brandsNames: groups.get(letter)! }));
}

/** The anchor of a letter: '#a' … '#z' (the heading id is the lower-cased letter); '#0-9' for the rest. */
export const letterAnchor = (letter: string) =>
  alphabet.includes(letter.toLowerCase()) ? letter.toLowerCase() : "0-9";
