import type { LooseSection } from "../page";
import { isSectionType, sectionSchemas, type Section } from "./index";

/**
 * The sections a shopper should see, in order, with their position on the page: disabled ones are
 * hidden, an unknown type is skipped with a console warning, an invalid one is skipped and logged
 * (spec storefront-shell §2.16, §4.1, §8). The page renders whatever is left.
 */
export function parseSections(raw: readonly LooseSection[], where: string): { section: Section; index: number }[] {
  const sections: { section: Section; index: number }[] = [];
  raw.forEach((candidate, index) => {
    if (!isSectionType(candidate.type)) {
      console.warn(`${where}: sección de tipo desconocido '${candidate.type}' en la posición ${index}; se omite.`);
      return;
    }
    const parsed = sectionSchemas[candidate.type].safeParse(candidate);
    if (!parsed.success) {
      console.error(`${where}: la sección '${candidate.type}' en la posición ${index} no es válida; se omite.`, parsed.error.issues);
      return;
    }
    if (parsed.data.enabled) sections.push({ section: parsed.data as Section, index });
  });
  return sections;
}
