// 'Listas de precios' in the studio (decision 129): ops schedule a list of SKU prices for a Hot Sale
// from a price file, see every list's state at the present, cancel one before its start and end one
// early. Staff with 'catalogo' only; every change is revision-checked and audited.
import { parsePriceFile, type FileProblem } from "../../domain/catalogue/price-file";
import {
  listMinutesOf,
  priceListItemsOf,
  priceListState,
  priceListStateLabels,
  type KnownSku,
} from "../../domain/catalogue/price-list";
import { shownTime } from "../../domain/moment";
import { formatPrice } from "../../domain/price";
import { readableIdOf } from "../../domain/studio/readable-id";
import { priceListCopy, type NewPriceList, type PriceListAction } from "../../forms/price-list";
import { requestClock } from "../../ports/clock.server";
import type { AppContext } from "../../ports/context.server";
import { priceLists } from "../../ports/price-lists.server";
import { renewStoreVersions } from "../../ports/store-versions.server";
import { reindexProducts } from "../search/reindex.server";
import { requireStaff, type Staff } from "../studio/staff.server";

export const priceListsPath = "/studio/catalogo/listas";
export const priceListPath = (id: string) => `${priceListsPath}/${encodeURIComponent(id)}`;

const money = (cents: number | null) =>
  cents === null ? "—" : formatPrice(cents / 100, { decimals: cents % 100 === 0 ? 0 : 2 });
const when = (instant: string) => shownTime(Date.parse(instant));

export type PriceListLine = {
  id: string;
  href: string;
  name: string;
  state: string;
  startsAt: string;
  starts: string;
  endsAt: string;
  ends: string;
  skus: number;
};

export async function priceListsPage(request: Request, context: AppContext) {
  await requireStaff(request, context, "catalogo");
  const now = requestClock(context, request);
  const lists = await priceLists(context.cloudflare.env.DB).list();
  return {
    lines: lists.map((list): PriceListLine => ({
      id: list.id,
      href: priceListPath(list.id),
      name: list.name,
      state: priceListStateLabels[priceListState(list, now)],
      startsAt: list.startsAt,
      starts: when(list.startsAt),
      endsAt: list.endsAt,
      ends: when(list.endsAt),
      skus: list.skus,
    })),
  };
}

export async function newPriceListPage(request: Request, context: AppContext) {
  await requireStaff(request, context, "catalogo");
  return { ok: true as const };
}

const isListId = (id: string | undefined): id is string => !!id && /^[a-z0-9-]{1,80}$/.test(id);
const notFound = () => new Response(priceListCopy.notFound, { status: 404 });

const notices = ["creada", "cancelada", "terminada"] as const;
const noticeTexts: Record<(typeof notices)[number], string> = {
  creada: priceListCopy.created,
  cancelada: priceListCopy.cancelled,
  terminada: priceListCopy.ended,
};

const outcomeTexts = {
  applied: "Vigente",
  restored: "Volvió al precio anterior",
  skipped: "No se aplicó: el precio de lista bajó antes del inicio",
} as const;

export type PriceListItemView = {
  skuId: number;
  sku: string;
  product: string;
  productHref: string;
  before: string;
  listPrice: string;
  price: string;
  outcome: string;
};

export async function priceListPage(request: Request, context: AppContext, id: string | undefined) {
  await requireStaff(request, context, "catalogo");
  if (!isListId(id)) throw notFound();
  const lists = priceLists(context.cloudflare.env.DB);
  const [list, items] = await Promise.all([lists.byId(id), lists.items(id)]);
  if (!list) throw notFound();
  const now = requestClock(context, request);
  const state = priceListState(list, now);
  const notice = notices.find((candidate) => candidate === new URL(request.url).searchParams.get("aviso"));
  const kept = items.filter((item) => item.outcome === "kept").length;
  return {
    list: {
      id,
      name: list.name,
      state: priceListStateLabels[state],
      starts: when(list.startsAt),
      ends: when(list.endsAt),
      skus: list.skus,
      revision: list.revision,
      updatedBy: list.updatedBy,
      // Before the start (and before the cron applied it) it can be cancelled; after, only ended.
      cancellable: state === "scheduled" && list.appliedAt === null,
      endable: list.finishedAt === null && list.cancelledAt === null && (state === "live" || list.appliedAt !== null),
      kept,
    },
    items: items.map((item): PriceListItemView => ({
      skuId: item.skuId,
      sku: `${item.skuId} · ${item.skuName}`,
      product: item.productName,
      productHref: `/${item.slug}/p`,
      before: money(item.previousCents ?? item.shownCents),
      listPrice: money(item.listPriceCents),
      price: money(item.priceCents),
      outcome:
        item.outcome === null
          ? "Programado"
          : item.outcome === "kept"
            ? `Se mantuvo ${money(item.foundCents)}: alguien cambió el precio mientras la lista estaba vigente`
            : outcomeTexts[item.outcome],
    })),
    notice: notice ? noticeTexts[notice] : null,
  };
}

export type PriceListWrite =
  | { status: "done"; redirectTo: string }
  | { status: "refused"; field?: string; message: string; problems?: ShownProblem[] };

export type ShownProblem = { line: number | null; column: string | null; message: string };

const done = (id: string, notice: (typeof notices)[number]): PriceListWrite => ({
  status: "done",
  redirectTo: `${priceListPath(id)}?aviso=${notice}`,
});

const fileRefused = (problems: readonly FileProblem[]): PriceListWrite => ({
  status: "refused",
  field: "file",
  message: priceListCopy.fileRefused,
  problems: problems.slice(0, 100),
});

/**
 * A new list from its form and its price file: the minutes at the request's present, every row
 * checked against the catalogue, and no overlapping list on the same SKUs. Nothing is written unless
 * all of it holds; the insert checks the overlap again in the same batch.
 */
export async function createPriceList(
  request: Request,
  context: AppContext,
  staff: Staff,
  value: NewPriceList,
): Promise<PriceListWrite> {
  const now = requestClock(context, request);
  const minutes = listMinutesOf({ startsAt: value.startsAt ?? "", endsAt: value.endsAt ?? "" }, now);
  if (!minutes.ok) {
    const [field, message] = Object.entries(minutes.errors)[0]!;
    return { status: "refused", field, message };
  }
  const parsed = parsePriceFile(new Uint8Array(await value.file.arrayBuffer()));
  if (!parsed.ok) return fileRefused(parsed.problems);
  const lists = priceLists(context.cloudflare.env.DB);
  const ids = parsed.rows.flatMap((row) => (row.skuId === null ? [] : [row.skuId]));
  const eans = parsed.rows.flatMap((row) => (row.skuId === null && row.ean ? [row.ean] : []));
  const known = await lists.knownSkus(ids, eans);
  const catalogue = {
    byId: new Map<number, KnownSku>(known.map((sku) => [sku.skuId, sku])),
    byEan: new Map<string, KnownSku>(known.flatMap((sku) => (sku.ean ? [[sku.ean, sku] as const] : []))),
  };
  const checked = priceListItemsOf(parsed.rows, catalogue);
  if (!checked.ok) return fileRefused(checked.problems);
  const skuIds = checked.items.map(({ skuId }) => skuId);
  const clash = await lists.clashing(minutes, skuIds);
  if (clash) return clashRefusal(clash);

  const summary = `«${value.name}»: ${checked.items.length} SKU, desde ${when(minutes.startsAt)} hasta ${when(minutes.endsAt)}.`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const id = readableIdOf(value.name, "lista");
    const list = { id, name: value.name, startsAt: minutes.startsAt, endsAt: minutes.endsAt };
    if (await lists.create(list, checked.items, now, { actor: staff.email, detail: `Alta de ${summary}` }))
      return done(id, "creada");
    // Refused: the id was taken, or a list on the same SKUs landed since the check above.
    const since = await lists.clashing(minutes, skuIds);
    if (since) return clashRefusal(since);
  }
  throw new Error("No se pudo elegir un id libre para la lista de precios");
}

function clashRefusal(clash: { name: string; skuIds: number[] }): PriceListWrite {
  const shown =
    clash.skuIds.slice(0, 10).join(", ") + (clash.skuIds.length > 10 ? ` y ${clash.skuIds.length - 10} más` : "");
  return { status: "refused", field: "startsAt", message: priceListCopy.clash(clash.name, `SKU ${shown}`) };
}

/** A list page's 'Cancelar' (before its start) and 'Terminar ahora' (while live), at its revision. */
export async function priceListAction(
  request: Request,
  context: AppContext,
  staff: Staff,
  id: string | undefined,
  action: PriceListAction,
): Promise<PriceListWrite> {
  const now = requestClock(context, request);
  if (!isListId(id)) return { status: "refused", message: priceListCopy.notFound };
  const db = context.cloudflare.env.DB;
  const lists = priceLists(db);
  const list = await lists.byId(id);
  if (!list) return { status: "refused", message: priceListCopy.notFound };
  if (list.revision !== action.revision) return { status: "refused", message: priceListCopy.conflict };
  const state = priceListState(list, now);
  const note = (detail: string) => ({ actor: staff.email, detail: `«${list.name}»: ${detail}` });

  switch (action.intent) {
    case "cancelar":
      if (state !== "scheduled" || list.appliedAt !== null)
        return { status: "refused", message: priceListCopy.notCancellable };
      return (await lists.cancel(id, action.revision, now, note("cancelada antes de empezar.")))
        ? done(id, "cancelada")
        : { status: "refused", message: priceListCopy.conflict };
    case "terminar": {
      if (list.finishedAt !== null || list.cancelledAt !== null || (state !== "live" && list.appliedAt === null))
        return { status: "refused", message: priceListCopy.notLive };
      const changed = await lists.endNow(
        id,
        action.revision,
        now,
        note(`terminada antes de tiempo, el ${when(now.toISOString())}.`),
      );
      if (changed === null) return { status: "refused", message: priceListCopy.conflict };
      if (changed.length > 0) {
        await renewStoreVersions(db);
        await reindexProducts(context, changed);
      }
      return done(id, "terminada");
    }
  }
}
