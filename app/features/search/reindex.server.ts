// The search index follows the catalogue (decision 131): every writer of a product's price, stock,
// text, facets or visibility — the price and stock import, the price lists' cron, the studio's
// product pages, an order that sells the last unit — names the products it changed, and their
// entries in the index are brought up to date from D1 without rebuilding the whole index.
import type { DeltaEntry } from "../../domain/search/delta";
import { searchEntries } from "../../domain/search/index-rows";
import { termWeights } from "../../domain/search/term-postings";
import type { AppContext } from "../../ports/context.server";
import {
  catalogueRowsFor,
  foldSearchDelta,
  productsOfOrder,
  searchDeltaSize,
  soldOutProductsOf,
  writeSearchDelta,
} from "../../ports/search-index.server";
import { renewStoreVersions } from "../../ports/store-versions.server";

/**
 * When the delta is folded into the base: past 2,000 rows, or a sixteenth of the catalogue at 200k
 * products (a fold rewrites the core, keys and orders: about 25 MB there). An import of 200,000
 * prices folds about 16 times and never leaves more than this many rows for isolates to read.
 */
export const foldAt = (products: number) => Math.max(2_000, Math.ceil(products / 16));
/** Products read and written per step: one statement's ids, one batch of delta rows each 200. */
const idsPerStep = 1_000;

/**
 * Brings the search entries of these products up to date with what D1 holds now. Call it after
 * the write has committed; an id that is no longer listable (hidden, a gift, deleted) leaves the
 * index.
 */
export async function reindexProducts(context: AppContext, productIds: readonly number[]): Promise<void> {
  await reindexIn(context.cloudflare.env.DB, productIds);
}

/**
 * After an order is placed: the products whose SKUs it sold out (spec §9: in stock first), so a sold
 * out product sinks on the next search (decision 016's consequence, decision 131).
 */
export async function reindexSoldOut(db: D1Database, skuIds: readonly number[]): Promise<void> {
  try {
    await reindexIn(db, await soldOutProductsOf(db, skuIds));
  } catch (error) {
    console.error("Búsqueda: no se pudieron leer los productos agotados por un pedido", error);
  }
}

/** After a cancellation gave an order's units back: its products may be in stock again. */
export async function reindexOrderProducts(db: D1Database, orderId: string): Promise<void> {
  try {
    await reindexIn(db, await productsOfOrder(db, orderId));
  } catch (error) {
    console.error(`Búsqueda: no se pudieron leer los productos del pedido ${orderId}`, error);
  }
}

async function reindexIn(db: D1Database, productIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(productIds)].filter((id) => Number.isSafeInteger(id));
  if (!wanted.length) return;
  try {
    await reindex(db, wanted);
  } catch (error) {
    // The catalogue's write has committed: the shopper's or operator's request goes on, and the
    // products' next change (or the next full build) brings their entries up to date.
    const named =
      wanted.length > 20 ? `${wanted.slice(0, 20).join(", ")} y ${wanted.length - 20} más` : wanted.join(", ");
    console.error(`Búsqueda: no se pudieron reindexar los productos ${named}`, error);
  }
}

async function reindex(db: D1Database, wanted: number[]) {
  for (let at = 0; at < wanted.length; at += idsPerStep) {
    const step = wanted.slice(at, at + idsPerStep);
    const entries = new Map(searchEntries(await catalogueRowsFor(db, step)).map((entry) => [entry.productId, entry]));
    const delta: DeltaEntry[] = step.map((productId) => ({ productId, entry: entries.get(productId) ?? null }));
    const terms = new Map<string, { df: number; named: number }>();
    for (const entry of entries.values())
      for (const [term, { named }] of termWeights(entry.text)) {
        const counted = terms.get(term) ?? { df: 0, named: 0 };
        counted.df += 1;
        if (named) counted.named += 1;
        terms.set(term, counted);
      }
    await writeSearchDelta(db, delta, terms);
    // A fold answers the same searches: isolates take it at their next check.
    const { delta: rows, products } = await searchDeltaSize(db);
    if (rows > foldAt(products))
      // A fold that fails leaves the delta as it was, which answers the same searches: the next
      // step (or the next change) folds it, and the products left still get their entries.
      await foldSearchDelta(db).catch((error: unknown) =>
        console.error(
          `Búsqueda: no se pudo integrar el delta (${rows} productos); queda para el próximo cambio`,
          error,
        ),
      );
  }
  await renewStoreVersions(db);
}
