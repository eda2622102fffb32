import type { SectionType } from "../../../content/sections";
import type { SectionModelOf } from "../../../domain/cms/section-models";

/** What every section component gets: its prepared section and its position on the page (0 is the top). */
export type SectionProps<T extends SectionType> = { section: SectionModelOf<T>; position: number };
