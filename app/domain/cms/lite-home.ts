// The lite home (decision 110): its document must fit the first round trip (≤ 14 KB), so its first
// page carries the sections of the first screen and a 'Ver más' link to a second page with the rest.
// Every section stays a link away.

/** The sections a phone shows before scrolling: what the full store renders at once too (cms/Sections). */
export const liteHomeFirstScreen = 3;

export type LiteHomePart<Section> = {
  sections: Section[];
  /** 'Ver más': the page with the rest, when there is one. */
  more: string | null;
  /** Back to the first screen, from the rest. */
  back: string | null;
};

/** The part of the home's sections a lite `?page=` shows: 1 (or anything else) the first screen, 2 the rest. */
export function liteHomePart<Section>(sections: readonly Section[], page: string | null): LiteHomePart<Section> {
  if (page === "2" && sections.length > liteHomeFirstScreen) {
    return { sections: sections.slice(liteHomeFirstScreen), more: null, back: "/" };
  }
  return {
    sections: sections.slice(0, liteHomeFirstScreen),
    more: sections.length > liteHomeFirstScreen ? "/?page=2" : null,
    back: null,
  };
}
