// The promotions a page shows (decision 122): cards' and the PDP's badges and promotional prices,
// and the content banners linked to a promotion, all as of the request's moment.
import { isLive, type Promotion } from "../../domain/promotions/promotion";
import { catalog } from "../../ports/catalog.server";
import type { AppContext } from "../../ports/context.server";

/** The promotions live at `at` (an ISO instant): cards work out their offers from these. */
export type ShownPromotions = { at: string; live: Promotion[] };

/**
 * Live at the request's moment (`requestClock`), so the server's render and the browser's agree on
 * what a card shows, as with the instalment plans. Cached under the catalogue version.
 */
export async function shownPromotions(context: AppContext, request: Request): Promise<ShownPromotions> {
  const { now, promotions } = await catalog(context).promotions(request);
  return { at: now.toISOString(), live: promotions.filter((promotion) => isLive(promotion, now)) };
}
