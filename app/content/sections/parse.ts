import type { LooseSection } from "../page";
import { isSectionType, sectionSchemas, type Section } from "./index";

/**
 * A document's sections are the same object on every view an isolate serves from its copy (decision
 * 015), so each copy is parsed once (decision 083); a new copy is a new array.
 */
const parsed = new WeakMap<readonly LooseSection[], { section: Section; index: number }[]>();

/**
 * The sections a shopper should see, in order, with their position on the page: disabled ones are
 * hidden, an unknown type is skipped with a console warning, an invalid one is skipped and logged
 * (spec storefront-shell §2.16, §4.1, §8). The page renders whatever is left.
 */
export function parseSections(raw: readonly LooseSection[], where: string): { section: Section; index: number }[] {
  const kept = parsed.get(raw);
  if (kept) return kept;
  const sections: { section: Section; index: number }[] = [];
  raw.forEach((candidate, index) => {
    if (!isSectionType(candidate.type)) {
      console.warn(`${where}: sección de tipo desconocido '${candidate.type}' en la posición ${index}; se omite.`);
      return;
    }
    const result = sectionSchemas[candidate.type].safeParse(candidate);
    if (!result.success) {
      console.error(`${where}: la sección '${candidate.type}' en la posición ${index} no es válida; se omite.`, result.error.issues);
      return;
    }
    if (result.data.enabled) sections.push({ section: result.data as Section, index });
  });
  parsed.set(raw, sections);
  return sections;
}
