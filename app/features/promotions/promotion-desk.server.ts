// 'Promociones' in the studio (decision 122): ops create, schedule, pause and end promotions and their
// coupon codes, and see how often each was used and what it cost. Staff with 'promociones' only
// (publicador, admin); every change is revision-checked where two people could collide, and audited.
import { shownTime } from "../../domain/moment";
import { formatPrice } from "../../domain/price";
import { buenosAiresMinuteOf } from "../../domain/promotions/buenos-aires-minute";
import { couponCodePattern, normalisedCode } from "../../domain/promotions/coupon";
import { batchPrefixOf, isBatchPrefix, randomCodes } from "../../domain/promotions/coupon-batch";
import { couponCsv, couponCsvFileName } from "../../domain/promotions/coupon-csv";
import { promotionColumnsOf, rewardOfColumns } from "../../domain/promotions/promotion-draft";
import {
  promotionKindLabels,
  promotionState,
  promotionStateLabels,
  rewardSummary,
} from "../../domain/promotions/promotion-state";
import { readableIdOf } from "../../domain/studio/readable-id";
import {
  promotionCopy,
  type PromotionAction,
  type PromotionFormValues,
  type PromotionSave,
} from "../../forms/promotion";
import { privateCacheControl } from "../../http/private-responses";
import { requestClock } from "../../ports/clock.server";
import type { AppContext } from "../../ports/context.server";
import {
  promotionDesk,
  type CatalogueChoices,
  type CouponLine,
  type DeskPromotion,
} from "../../ports/promotion-desk.server";
import { requireStaff, type Staff } from "../studio/staff.server";

export const promotionsPath = "/studio/promociones";
export const promotionPath = (id: string) => `${promotionsPath}/${encodeURIComponent(id)}`;

const money = (cents: number) => formatPrice(cents / 100);
const when = (instant: string | null) => (instant === null ? "Sin fin" : shownTime(Date.parse(instant)));

export type PromotionListLine = {
  id: string;
  href: string;
  name: string;
  kind: string;
  reward: string;
  state: string;
  startsAt: string;
  starts: string;
  endsAt: string | null;
  ends: string;
  uses: number;
  cost: string;
  coupons: number;
};

export async function promotionListPage(request: Request, context: AppContext) {
  await requireStaff(request, context, "promociones");
  const now = requestClock(context, request);
  const promotions = await promotionDesk(context).list();
  return {
    lines: promotions.map((promotion): PromotionListLine => ({
      id: promotion.id,
      href: promotionPath(promotion.id),
      name: promotion.name,
      kind: promotionKindLabels[promotion.reward.kind],
      reward: rewardSummary(promotion.reward),
      state: promotionStateLabels[promotionState(promotion, now)],
      startsAt: promotion.startsAt,
      starts: when(promotion.startsAt),
      endsAt: promotion.endsAt,
      ends: when(promotion.endsAt),
      uses: promotion.uses,
      cost: money(promotion.costCents),
      coupons: promotion.coupons,
    })),
  };
}

function formValuesOf(promotion: DeskPromotion): PromotionFormValues {
  const { reward, scope } = promotion;
  return {
    name: promotion.name,
    badge: promotion.badge ?? "",
    kind: reward.kind,
    ...(reward.kind === "percent-off" || reward.kind === "nth-unit-percent" ? { percent: reward.percent } : {}),
    ...(reward.kind === "amount-off" ? { amountPesos: reward.amountCents / 100 } : {}),
    ...(reward.kind === "buy-n-pay-m" ? { buy: reward.buy, pay: reward.pay } : {}),
    ...(reward.kind === "nth-unit-percent" ? { nth: reward.nth } : {}),
    giftSku: reward.kind === "gift" ? reward.giftSku : "",
    categories: scope.categories,
    brands: scope.brands,
    collections: scope.collections,
    skus: scope.skus.join(", "),
    minimumPesos: promotion.minimumCents / 100,
    startsAt: buenosAiresMinuteOf(promotion.startsAt),
    endsAt: promotion.endsAt ? buenosAiresMinuteOf(promotion.endsAt) : "",
    priority: promotion.priority,
    stacks: promotion.stacks,
    firstPurchase: promotion.firstPurchase,
    needsCoupon: promotion.needsCoupon,
  };
}

export type PromotionPageData = {
  promotion: {
    id: string;
    name: string;
    state: string;
    ended: boolean;
    paused: boolean;
    revision: number;
    reward: string;
    starts: string;
    ends: string;
    uses: number;
    cost: string;
    needsCoupon: boolean;
    updatedBy: string | null;
  } | null;
  values: PromotionFormValues;
  choices: CatalogueChoices;
  coupons: {
    lines: CouponLine[];
    total: number;
    batches: { batch: string; codes: number; uses: number; csvHref: string }[];
  } | null;
  notice: string | null;
};

export async function newPromotionPage(request: Request, context: AppContext): Promise<PromotionPageData> {
  await requireStaff(request, context, "promociones");
  return {
    promotion: null,
    values: { kind: "percent-off", priority: 0, minimumPesos: 0, categories: [], brands: [], collections: [] },
    choices: await promotionDesk(context).catalogueChoices(),
    coupons: null,
    notice: null,
  };
}

const isPromotionId = (id: string | undefined): id is string => !!id && /^[a-z0-9-]{1,80}$/.test(id);
const notFound = () => new Response(promotionCopy.notFound, { status: 404 });

const notices = ["creada", "guardada", "pausada", "reanudada", "terminada", "cupon", "lote"] as const;

export async function promotionPage(
  request: Request,
  context: AppContext,
  id: string | undefined,
): Promise<PromotionPageData> {
  await requireStaff(request, context, "promociones");
  if (!isPromotionId(id)) throw notFound();
  const desk = promotionDesk(context);
  const promotion = await desk.byId(id);
  if (!promotion) throw notFound();
  const now = requestClock(context, request);
  const state = promotionState(promotion, now);
  const [choices, coupons] = await Promise.all([desk.catalogueChoices(), desk.coupons(id)]);
  const params = new URL(request.url).searchParams;
  const notice = notices.find((candidate) => candidate === params.get("aviso"));
  const batch = coupons.batches.find(({ batch: name }) => name === params.get("lote"));
  const code = coupons.lines.find(({ code: typed }) => typed === params.get("codigo"));
  return {
    promotion: {
      id,
      name: promotion.name,
      state: promotionStateLabels[state],
      ended: state === "ended",
      paused: promotion.paused,
      revision: promotion.revision,
      reward: rewardSummary(promotion.reward),
      starts: when(promotion.startsAt),
      ends: when(promotion.endsAt),
      uses: promotion.uses,
      cost: money(promotion.costCents),
      needsCoupon: promotion.needsCoupon,
      updatedBy: promotion.updatedBy,
    },
    values: formValuesOf(promotion),
    choices,
    coupons:
      promotion.needsCoupon || coupons.total > 0
        ? {
            ...coupons,
            batches: coupons.batches.map((line) => ({
              ...line,
              csvHref: `${promotionPath(id)}/cupones.csv?lote=${encodeURIComponent(line.batch)}`,
            })),
          }
        : null,
    notice: notice ? noticeText(notice, { code: code?.code, batch }) : null,
  };
}

function noticeText(
  notice: (typeof notices)[number],
  found: { code: string | undefined; batch: { batch: string; codes: number } | undefined },
): string {
  switch (notice) {
    case "creada":
      return promotionCopy.created;
    case "guardada":
      return promotionCopy.saved;
    case "pausada":
      return promotionCopy.paused;
    case "reanudada":
      return promotionCopy.resumed;
    case "terminada":
      return promotionCopy.ended;
    case "cupon":
      return found.code ? promotionCopy.couponAdded(found.code) : "Agregamos el cupón.";
    case "lote":
      return found.batch
        ? promotionCopy.batchCreated(found.batch.codes, found.batch.batch)
        : "Generamos el lote de códigos.";
  }
}

export type PromotionWrite =
  { status: "done"; redirectTo: string } | { status: "refused"; message: string; field?: string };

const done = (id: string, notice: (typeof notices)[number], extra = ""): PromotionWrite => ({
  status: "done",
  redirectTo: `${promotionPath(id)}?aviso=${notice}${extra}`,
});

/** Creates (id null) or edits a promotion; the catalogue ids its scope names must exist. */
export async function savePromotion(
  request: Request,
  context: AppContext,
  staff: Staff,
  id: string | null,
  value: PromotionSave,
): Promise<PromotionWrite> {
  const now = requestClock(context, request);
  const verdict = promotionColumnsOf(value);
  if (!verdict.ok) {
    const [field, message] = Object.entries(verdict.errors)[0]!;
    return { status: "refused", field, message };
  }
  const { columns } = verdict;
  const desk = promotionDesk(context);
  const unknown = await desk.unknownIds(columns.scope, columns.gift_sku_id);
  if (unknown.categories.length > 0)
    return {
      status: "refused",
      field: "categories",
      message: promotionCopy.unknownCategories(unknown.categories.join(", ")),
    };
  if (unknown.brands.length > 0) return { status: "refused", field: "brands", message: promotionCopy.unknownBrands };
  if (unknown.collections.length > 0)
    return { status: "refused", field: "collections", message: promotionCopy.unknownCollections };
  if (unknown.skus.length > 0)
    return { status: "refused", field: "skus", message: promotionCopy.unknownSkus(unknown.skus.join(", ")) };
  if (unknown.gift) return { status: "refused", field: "giftSku", message: promotionCopy.unknownGift };

  const summary = `«${columns.name}»: ${rewardSummary(
    rewardOfColumns(columns),
  )}, desde ${when(columns.starts_at)} hasta ${columns.ends_at ? when(columns.ends_at) : "sin fin"}.`;
  if (id === null) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const newId = readableIdOf(columns.name, "promocion");
      if (await desk.create(newId, columns, now, { actor: staff.email, detail: `Alta de ${summary}` }))
        return done(newId, "creada");
    }
    throw new Error("No se pudo elegir un id libre para la promoción");
  }
  if (!isPromotionId(id) || value.revision === undefined) return { status: "refused", message: promotionCopy.notFound };
  const changed = await desk.update(id, value.revision, columns, now, {
    actor: staff.email,
    detail: `Cambios en ${summary}`,
  });
  if (changed) return done(id, "guardada");
  return { status: "refused", message: (await desk.byId(id)) ? promotionCopy.conflict : promotionCopy.notFound };
}

const limitsText = (limits: { maxUses: number | null; maxUsesPerShopper: number | null }) =>
  `usos: ${limits.maxUses ?? "sin límite"}, por cliente: ${limits.maxUsesPerShopper ?? "sin límite"}`;

/** A promotion page's actions other than saving: pause, resume, end now, a coupon, a batch. */
export async function promotionAction(
  request: Request,
  context: AppContext,
  staff: Staff,
  id: string | undefined,
  action: Exclude<PromotionAction, { intent: "guardar" }>,
): Promise<PromotionWrite> {
  const now = requestClock(context, request);
  if (!isPromotionId(id)) return { status: "refused", message: promotionCopy.notFound };
  const desk = promotionDesk(context);
  const promotion = await desk.byId(id);
  if (!promotion) return { status: "refused", message: promotionCopy.notFound };
  const note = (detail: string) => ({ actor: staff.email, detail: `«${promotion.name}»: ${detail}` });
  const conflict = (): PromotionWrite => ({ status: "refused", message: promotionCopy.conflict });

  switch (action.intent) {
    case "pausar":
      return (await desk.setPaused(id, action.revision, true, now, note("pausada.")))
        ? done(id, "pausada")
        : conflict();
    case "reanudar":
      return (await desk.setPaused(id, action.revision, false, now, note("reanudada.")))
        ? done(id, "reanudada")
        : conflict();
    case "terminar":
      if (promotionState(promotion, now) === "ended") return done(id, "terminada");
      return (await desk.end(id, action.revision, now, note(`terminada el ${when(now.toISOString())}.`)))
        ? done(id, "terminada")
        : conflict();
    case "cupon": {
      if (!promotion.needsCoupon) return { status: "refused", message: promotionCopy.noCoupons };
      const code = normalisedCode(action.couponCode);
      if (!couponCodePattern.test(code))
        return { status: "refused", field: "couponCode", message: promotionCopy.codeMalformed };
      const limits = { maxUses: action.maxUses ?? null, maxUsesPerShopper: action.maxUsesPerShopper ?? null };
      const added = await desk.addCoupon(id, code, limits, now, note(`cupón ${code} (${limitsText(limits)}).`));
      if (!added) return { status: "refused", field: "couponCode", message: promotionCopy.codeTaken };
      return done(id, "cupon", `&codigo=${encodeURIComponent(code)}`);
    }
    case "lote": {
      if (!promotion.needsCoupon) return { status: "refused", message: promotionCopy.noCoupons };
      const prefix = batchPrefixOf(action.prefix ?? "");
      if (!isBatchPrefix(prefix)) return { status: "refused", field: "prefix", message: promotionCopy.prefixMalformed };
      if (await desk.batchExists(id, action.batchName))
        return { status: "refused", field: "batchName", message: promotionCopy.batchNameTaken };
      const limits = { maxUses: action.maxUses ?? null, maxUsesPerShopper: action.maxUsesPerShopper ?? null };
      const inserted = await insertBatch(desk, id, action.batchName, prefix, action.count, limits, now);
      await desk.record(
        id,
        note(
          `lote «${action.batchName}» de ${inserted} códigos${prefix ? ` ${prefix}…` : ""} (${limitsText(limits)}).`,
        ),
      );
      return done(id, "lote", `&lote=${encodeURIComponent(action.batchName)}`);
    }
  }
}

/**
 * Draws and inserts until `count` went in: a drawn code another coupon already holds is skipped by
 * the insert and drawn again (with 31⁸ codes per prefix, a second round is already rare).
 */
async function insertBatch(
  desk: ReturnType<typeof promotionDesk>,
  id: string,
  batch: string,
  prefix: string,
  count: number,
  limits: { maxUses: number | null; maxUsesPerShopper: number | null },
  now: Date,
): Promise<number> {
  const drawn = new Set<string>();
  let inserted = 0;
  for (let round = 0; round < 5 && inserted < count; round += 1) {
    const codes = randomCodes(prefix, count - inserted, (bytes) => crypto.getRandomValues(bytes), drawn);
    for (const code of codes) drawn.add(code);
    inserted += await desk.insertBatchCodes(id, batch, codes, limits, now);
  }
  return inserted;
}

/** '/studio/promociones/:id/cupones.csv?lote=…': a batch's codes, their uses and limits. */
export async function couponBatchCsv(request: Request, context: AppContext, id: string | undefined) {
  await requireStaff(request, context, "promociones");
  const batch = new URL(request.url).searchParams.get("lote") ?? "";
  if (!isPromotionId(id) || batch === "") throw notFound();
  const codes = await promotionDesk(context).batchCodes(id, batch);
  if (codes.length === 0) throw notFound();
  return new Response(couponCsv(codes), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${couponCsvFileName(batch)}"`,
      "Cache-Control": privateCacheControl,
    },
  });
}
