// Scheduled price lists (decision 129): a name, a start and an end minute in Buenos Aires time, and
// SKUs with their prices. The cron writes the prices at the start and puts the previous ones back at
// the end, unless someone else changed a price meanwhile. These are the rules, without I/O.
import { formatPrice } from "../price";
import { instantOfBuenosAiresMinute } from "../promotions/buenos-aires-minute";
import type { FileProblem, PriceFileRow as FullRow } from "./price-file";

export const priceListStates = ["scheduled", "live", "ended", "cancelled"] as const;
export type PriceListState = (typeof priceListStates)[number];

export const priceListStateLabels: Record<PriceListState, string> = {
  scheduled: "Programada",
  live: "Vigente",
  ended: "Terminada",
  cancelled: "Cancelada",
};

export type PriceListWindow = { startsAt: string; endsAt: string };

/**
 * Where a list stands at a moment: 'cancelled' once cancelled; else 'ended' from its end on
 * (exclusive, as promotions') or once its prices were put back, 'live' from its start or once the
 * cron applied it, 'scheduled' before. What the cron did counts as much as the clock: the page never
 * calls 'Programada' a list whose prices are on the shelf.
 */
export function priceListState(
  list: PriceListWindow & { cancelledAt: string | null; appliedAt?: string | null; finishedAt?: string | null },
  now: Date,
): PriceListState {
  if (list.cancelledAt !== null) return "cancelled";
  const at = now.getTime();
  if (Date.parse(list.endsAt) <= at || (list.finishedAt ?? null) !== null) return "ended";
  return Date.parse(list.startsAt) <= at || (list.appliedAt ?? null) !== null ? "live" : "scheduled";
}

/** Two lists' minutes share at least one instant; each end is exclusive, so 10–12 and 12–14 do not. */
export const windowsOverlap = (a: PriceListWindow, b: PriceListWindow) =>
  Date.parse(a.startsAt) < Date.parse(b.endsAt) && Date.parse(b.startsAt) < Date.parse(a.endsAt);

export type OtherList = PriceListWindow & { id: string; name: string; skuIds: readonly number[] };

/**
 * The first other list that would fight over a SKU's price: its minutes overlap the draft's AND it
 * names one of the draft's SKUs (decision 129). Lists of other SKUs may overlap freely. The caller
 * passes only lists not cancelled.
 */
export function clashingList(
  draft: PriceListWindow & { skuIds: readonly number[] },
  others: readonly OtherList[],
): { list: OtherList; skuIds: number[] } | null {
  const mine = new Set(draft.skuIds);
  for (const list of others) {
    if (!windowsOverlap(draft, list)) continue;
    const shared = list.skuIds.filter((skuId) => mine.has(skuId));
    if (shared.length > 0) return { list, skuIds: shared };
  }
  return null;
}

export const priceListCopy = {
  startRequired: "Ingresá el día y la hora de inicio.",
  startInvalid: "Ingresá un día y una hora que existan (por ejemplo 10/03/2031 10:00).",
  startPassed: "El inicio ya pasó: elegí un minuto a partir de ahora.",
  endRequired: "Ingresá el día y la hora de fin.",
  endInvalid: "Ingresá un día y una hora que existan (por ejemplo 10/03/2031 12:00).",
  endBeforeStart: "El fin tiene que ser posterior al inicio.",
} as const;

export type ListMinutes =
  | { ok: true; startsAt: string; endsAt: string }
  | { ok: false; errors: Partial<Record<"startsAt" | "endsAt", string>> };

/**
 * The form's Buenos Aires minutes as instants. The start may be the present minute but not before
 * it: a list whose start passed cannot be created or edited, only ended.
 */
export function listMinutesOf(typed: { startsAt: string; endsAt: string }, now: Date): ListMinutes {
  const errors: Partial<Record<"startsAt" | "endsAt", string>> = {};
  const startsAt = typed.startsAt.trim() === "" ? null : instantOfBuenosAiresMinute(typed.startsAt);
  const endsAt = typed.endsAt.trim() === "" ? null : instantOfBuenosAiresMinute(typed.endsAt);
  if (typed.startsAt.trim() === "") errors.startsAt = priceListCopy.startRequired;
  else if (startsAt === null) errors.startsAt = priceListCopy.startInvalid;
  else if (Date.parse(startsAt) < Math.floor(now.getTime() / 60_000) * 60_000)
    errors.startsAt = priceListCopy.startPassed;
  if (typed.endsAt.trim() === "") errors.endsAt = priceListCopy.endRequired;
  else if (endsAt === null) errors.endsAt = priceListCopy.endInvalid;
  else if (startsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt))
    errors.endsAt = priceListCopy.endBeforeStart;
  if (startsAt === null || endsAt === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, startsAt, endsAt };
}

/** A row of the price file (price-file.ts) as far as a price list reads it: the SKU and 'Precio'. */
export type PriceFileRow = Pick<FullRow, "line" | "skuId" | "ean" | "priceCents">;

/** A SKU the catalogue holds, with its seller '1' price (null when it has none). */
export type KnownSku = {
  skuId: number;
  ean: string | null;
  productId: number;
  priceCents: number | null;
  listPriceCents: number | null;
};

export type PriceListItem = { skuId: number; priceCents: number; shownCents: number };

const pesos = (cents: number) => formatPrice(cents / 100, { decimals: cents % 100 === 0 ? 0 : 2 });

/** How many problems a refused file lists: the first ones say what to fix. */
export const maxProblemsShown = 50;

/**
 * A price file's rows as a list's items: the SKU by its id, or else by its EAN; the 'Precio' column
 * is the list's price, above 0 and not above the SKU's list price (stock and list price columns are
 * ignored: a list changes prices only). Any problem refuses the whole file, by line.
 */
export function priceListItemsOf(
  rows: readonly PriceFileRow[],
  catalogue: { byId: ReadonlyMap<number, KnownSku>; byEan: ReadonlyMap<string, KnownSku> },
): { ok: true; items: PriceListItem[] } | { ok: false; problems: FileProblem[] } {
  const problems: FileProblem[] = [];
  const items: PriceListItem[] = [];
  const seenOn = new Map<number, number>();
  if (rows.length === 0)
    return { ok: false, problems: [{ line: 1, column: "SKU", message: "El archivo no tiene filas." }] };
  if (rows.every((row) => row.priceCents === null))
    return {
      ok: false,
      problems: [
        { line: 1, column: "Precio", message: "El archivo no tiene precios: una lista necesita la columna «Precio»." },
      ],
    };
  for (const row of rows) {
    const id = row.skuId;
    const sku = id !== null ? catalogue.byId.get(id) : row.ean ? catalogue.byEan.get(row.ean) : undefined;
    if (!sku) {
      problems.push(
        id !== null
          ? { line: row.line, column: "SKU", message: `No existe el SKU ${row.skuId}.` }
          : row.ean
            ? { line: row.line, column: "EAN", message: `No hay un SKU con el EAN ${row.ean}.` }
            : { line: row.line, column: "SKU", message: "Falta el SKU o el EAN." },
      );
      continue;
    }
    const before = seenOn.get(sku.skuId);
    if (before !== undefined) {
      problems.push({ line: row.line, column: "SKU", message: `El SKU ${sku.skuId} ya está en la línea ${before}.` });
      continue;
    }
    seenOn.set(sku.skuId, row.line);
    if (row.priceCents === null) {
      problems.push({ line: row.line, column: "Precio", message: "Falta el precio." });
      continue;
    }
    if (!Number.isSafeInteger(row.priceCents) || row.priceCents <= 0) {
      problems.push({ line: row.line, column: "Precio", message: "El precio tiene que ser mayor que 0." });
      continue;
    }
    if (sku.listPriceCents === null || sku.priceCents === null) {
      problems.push({ line: row.line, column: "SKU", message: `El SKU ${sku.skuId} no tiene precio en la tienda.` });
      continue;
    }
    if (row.priceCents > sku.listPriceCents) {
      problems.push({
        line: row.line,
        column: "Precio",
        message: `El precio (${pesos(row.priceCents)}) supera el precio de lista del SKU ${sku.skuId} (${pesos(sku.listPriceCents)}).`,
      });
      continue;
    }
    items.push({ skuId: sku.skuId, priceCents: row.priceCents, shownCents: sku.priceCents });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, items };
}

export type RevertOutcome = { restore: true; toCents: number } | { restore: false; keptCents: number | null };

/**
 * At the end, a SKU's price goes back to what it was before the list only if it still holds the
 * list's price. Anyone who changed it meanwhile (an import, a hand edit) meant it: theirs stays,
 * and the list's page says so (decision 129). The cron's SQL applies this same rule.
 */
export function revertOutcome(
  item: { priceCents: number; previousCents: number },
  currentCents: number | null,
): RevertOutcome {
  return currentCents === item.priceCents
    ? { restore: true, toCents: item.previousCents }
    : { restore: false, keptCents: currentCents };
}
