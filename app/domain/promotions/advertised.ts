// Content that advertises a promotion names it (decision 122): "content banners can link to a
// promotion so an ended one stops being advertised". An item linked to a promotion not live at the
// page's moment is not shown; one linked to none always is.

/** A banner, a promotions row's item: `promotion` is the id of the promotion it advertises. */
export type AdvertisesPromotion = { promotion?: string | undefined };

export function stillAdvertised<T extends AdvertisesPromotion>(items: readonly T[], live: ReadonlySet<string>): T[] {
  return items.filter((item) => !item.promotion || live.has(item.promotion));
}
