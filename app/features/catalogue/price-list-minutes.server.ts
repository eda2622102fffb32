// The price lists' minutes, from the per-minute cron (decision 129): lists start and end without
// anyone awake. The prices' triggers move the catalogue version with each price the cron writes; the
// search index is told which products changed once each list's batch has committed.
import { passPriceListMinutes } from "../../ports/price-lists.server";
import { renewStoreVersions } from "../../ports/store-versions.server";
import { reindexProducts } from "../search/reindex.server";

/** The cron has no request: the bindings are its whole context. */
const cronContext = (env: Env) => ({
  cloudflare: { env, ctx: { waitUntil() {}, passThroughOnException() {} }, cf: undefined },
});

export async function passPriceLists(env: Env, now: Date): Promise<void> {
  const passed = await passPriceListMinutes(env.DB, now);
  const productIds = [...new Set(passed.flatMap((list) => list.productIds))];
  if (productIds.length === 0) return;
  // The location's versions now, as after any write through the Worker: pages follow at once.
  await renewStoreVersions(env.DB);
  await reindexProducts(cronContext(env), productIds);
}
