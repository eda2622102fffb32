// A search counts once, when its first page is shown (decision 078). The /s loader says so in a
// header and the Worker counts it — for a rendered page and for one the page cache serves alike
// (decision 076), which never runs the loader. The header never leaves the Worker.

export const searchCountHeader = "X-Esencia-Busqueda";

type Shown = { params: { term: string; page: number }; totalCount: number; failed?: boolean };

/** A search whose products could not be read found nothing to count: it is not one "with no results". */
export const searchCountHeaders = (listing: Shown | null): Record<string, string> =>
  listing && listing.params.term && listing.params.page === 1 && !listing.failed
    ? { [searchCountHeader]: String(listing.totalCount) }
    : {};
