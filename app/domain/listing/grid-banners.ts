// Spec storefront-shell §3.6 "Grid banner (listing pages)" and §5 "Storage and listing data": "Grid
// banners apply only when enabled and when the current path is among their paths. Banners are merged
// by position, then by type and device, with 'card' placed before other types."

export type GridBanner = {
  enabled: boolean;
  paths: string[];
  /** How many cards of the page come before it. */
  position: number;
  /** 'card' takes one card's cell; any other type spans the grid's row. */
  type: string;
  device: "mobile" | "desktop" | "both";
  /** Shown on every n-th page of the listing: 1 on each page, 2 on pages 1, 3, 5 … */
  frequency: number;
  image: { src: string; alt: string; width: number; height: number };
  link?: string;
};

/** One page of a listing's grid: its cards and the banners among them. */
export type GridPage<Card> = { page: number; products: Card[]; banners: GridBanner[] };

export type GridItem<Card> = { kind: "card"; card: Card } | { kind: "banner"; banner: GridBanner };

const normalisedPath = (path: string) => `/${path.toLowerCase().split("/").filter(Boolean).join("/")}`;
const deviceOrder = { mobile: 0, desktop: 1, both: 2 } as const;

/** The banners of one page (1-based) of the listing at `path`, in the spec's merge order. */
export function gridBannersFor(banners: readonly GridBanner[], path: string, page: number): GridBanner[] {
  const here = normalisedPath(path);
  return banners
    .filter((banner) => banner.enabled && banner.paths.some((candidate) => normalisedPath(candidate) === here))
    .filter((banner) => (page - 1) % Math.max(1, banner.frequency) === 0)
    .sort(
      (a, b) =>
        a.position - b.position ||
        Number(b.type === "card") - Number(a.type === "card") ||
        a.type.localeCompare(b.type) ||
        deviceOrder[a.device] - deviceOrder[b.device],
    );
}

/** The page's cards with its banners placed among them; a banner past the last card closes the page. */
export function withGridBanners<Card>(cards: readonly Card[], banners: readonly GridBanner[]): GridItem<Card>[] {
  const items: GridItem<Card>[] = [];
  let next = 0;
  cards.forEach((card, index) => {
    while (next < banners.length && banners[next]!.position <= index)
      items.push({ kind: "banner", banner: banners[next++]! });
    items.push({ kind: "card", card });
  });
  if (cards.length) while (next < banners.length) items.push({ kind: "banner", banner: banners[next++]! });
  return items;
}

/** Cards above the fold on a phone: the first page's first items, whose pictures load at once. */
export const eagerItems = 2;

/** The cards among the first page's eager items. */
export const eagerCardsOf = <Card>(items: readonly GridItem<Card>[]): Card[] =>
  items.slice(0, eagerItems).flatMap((item) => (item.kind === "card" ? [item.card] : []));
