// A promotion as the studio's form gives it, and the row it becomes (migration 0024): the rules the
// table's CHECKs hold, said first in Spanish next to the field — percentages from 1 to 100, whole
// pesos, 'pagá' less than 'llevá', an end after the start — and only the numbers the kind uses kept.
import { instantOfBuenosAiresMinute } from "./buenos-aires-minute";
import type { PromotionKind, PromotionReward, PromotionScope } from "./promotion";

export type PromotionDraft = {
  name: string;
  badge?: string | undefined;
  kind: PromotionKind;
  percent?: number | undefined;
  amountPesos?: number | undefined;
  buy?: number | undefined;
  pay?: number | undefined;
  nth?: number | undefined;
  giftSku?: string | undefined;
  categories: string[];
  brands: string[];
  collections: string[];
  /** SKU ids as typed: separated by commas, spaces or lines. */
  skus?: string | undefined;
  minimumPesos?: number | undefined;
  /** Buenos Aires minutes, as 'datetime-local' inputs send them. */
  startsAt: string;
  endsAt?: string | undefined;
  priority?: number | undefined;
  stacks?: boolean | undefined;
  firstPurchase?: boolean | undefined;
  needsCoupon?: boolean | undefined;
};

/** The promotions row's columns a draft sets (the id, revision and timestamps are the port's). */
export type PromotionColumns = {
  name: string;
  badge: string | null;
  kind: PromotionKind;
  percent: number | null;
  amount_cents: number | null;
  buy: number | null;
  pay: number | null;
  nth: number | null;
  gift_sku_id: number | null;
  scope: PromotionScope;
  minimum_cents: number;
  starts_at: string;
  ends_at: string | null;
  priority: number;
  stacks: number;
  first_purchase: number;
  needs_coupon: number;
};

export type DraftField = keyof PromotionDraft;

export const draftCopy = {
  percent: "Ingresá un porcentaje entero de 1 a 100.",
  amount: "Ingresá un monto en pesos enteros, mayor a cero.",
  buy: "«Llevá» es un número entero de 2 o más.",
  pay: "«Pagá» es un número entero de 1 o más, menor que «Llevá».",
  nth: "La unidad con descuento es la 2ª o una posterior: ingresá un entero de 2 o más.",
  giftSku: "Ingresá el número de SKU del regalo.",
  skus: "Los SKU son números, separados por comas o espacios.",
  minimum: "El mínimo es un monto en pesos enteros, 0 o más.",
  startsAt: "Ingresá el día y la hora de inicio.",
  endsAt: "Ingresá un día y una hora válidos, o dejalo vacío para que no termine.",
  endBeforeStart: "El fin tiene que ser posterior al inicio.",
  priority: "La prioridad es un número entero.",
} as const;

const whole = (value: number | undefined, min: number, max = Number.MAX_SAFE_INTEGER) =>
  value !== undefined && Number.isInteger(value) && value >= min && value <= max;

/** SKU ids from a typed list, unique, in order; null when one is not a number. */
export function skuIdsOf(typed: string | undefined): string[] | null {
  const ids = (typed ?? "").split(/[\s,;]+/).filter(Boolean);
  if (ids.some((id) => !/^\d{1,12}$/.test(id))) return null;
  return [...new Set(ids.map((id) => String(Number(id))))];
}

export type DraftVerdict =
  { ok: true; columns: PromotionColumns } | { ok: false; errors: Partial<Record<DraftField, string>> };

/** The draft's row, or what to fix, by field. */
export function promotionColumnsOf(draft: PromotionDraft): DraftVerdict {
  const errors: Partial<Record<DraftField, string>> = {};
  const { kind } = draft;
  const usesPercent = kind === "percent-off" || kind === "nth-unit-percent";
  if (usesPercent && !whole(draft.percent, 1, 100)) errors.percent = draftCopy.percent;
  if (kind === "amount-off" && !whole(draft.amountPesos, 1)) errors.amountPesos = draftCopy.amount;
  if (kind === "buy-n-pay-m") {
    if (!whole(draft.buy, 2)) errors.buy = draftCopy.buy;
    if (!whole(draft.pay, 1) || (whole(draft.buy, 2) && draft.pay! >= draft.buy!)) errors.pay = draftCopy.pay;
  }
  if (kind === "nth-unit-percent" && !whole(draft.nth, 2)) errors.nth = draftCopy.nth;
  const giftSku = draft.giftSku?.trim() ?? "";
  if (kind === "gift" && !/^\d{1,12}$/.test(giftSku)) errors.giftSku = draftCopy.giftSku;
  const skus = skuIdsOf(draft.skus);
  if (!skus) errors.skus = draftCopy.skus;
  if (draft.minimumPesos !== undefined && !whole(draft.minimumPesos, 0)) errors.minimumPesos = draftCopy.minimum;
  if (draft.priority !== undefined && !whole(draft.priority, -1000, 1000)) errors.priority = draftCopy.priority;
  const startsAt = instantOfBuenosAiresMinute(draft.startsAt);
  if (!startsAt) errors.startsAt = draftCopy.startsAt;
  const endsAt = draft.endsAt?.trim() ? instantOfBuenosAiresMinute(draft.endsAt) : null;
  if (draft.endsAt?.trim() && !endsAt) errors.endsAt = draftCopy.endsAt;
  else if (startsAt && endsAt && endsAt <= startsAt) errors.endsAt = draftCopy.endBeforeStart;
  if (Object.keys(errors).length > 0 || !startsAt || !skus) return { ok: false, errors };

  return {
    ok: true,
    columns: {
      name: draft.name.trim(),
      badge: draft.badge?.trim() || null,
      kind,
      percent: usesPercent ? draft.percent! : null,
      amount_cents: kind === "amount-off" ? draft.amountPesos! * 100 : null,
      buy: kind === "buy-n-pay-m" ? draft.buy! : null,
      pay: kind === "buy-n-pay-m" ? draft.pay! : null,
      nth: kind === "nth-unit-percent" ? draft.nth! : null,
      gift_sku_id: kind === "gift" ? Number(giftSku) : null,
      scope: {
        categories: [...new Set(draft.categories)],
        brands: [...new Set(draft.brands)],
        collections: [...new Set(draft.collections)],
        skus,
      },
      minimum_cents: (draft.minimumPesos ?? 0) * 100,
      starts_at: startsAt,
      ends_at: endsAt,
      priority: draft.priority ?? 0,
      stacks: draft.stacks ? 1 : 0,
      first_purchase: draft.firstPurchase ? 1 : 0,
      needs_coupon: draft.needsCoupon ? 1 : 0,
    },
  };
}

/** What a row's reward columns give, as the engine reads it (for the studio's audit line). */
export function rewardOfColumns(
  columns: Pick<PromotionColumns, "kind" | "percent" | "amount_cents" | "buy" | "pay" | "nth" | "gift_sku_id">,
): PromotionReward {
  switch (columns.kind) {
    case "percent-off":
      return { kind: columns.kind, percent: columns.percent ?? 0 };
    case "amount-off":
      return { kind: columns.kind, amountCents: columns.amount_cents ?? 0 };
    case "buy-n-pay-m":
      return { kind: columns.kind, buy: columns.buy ?? 0, pay: columns.pay ?? 0 };
    case "nth-unit-percent":
      return { kind: columns.kind, nth: columns.nth ?? 0, percent: columns.percent ?? 0 };
    case "free-shipping":
      return { kind: columns.kind };
    case "gift":
      return { kind: columns.kind, giftSku: String(columns.gift_sku_id) };
  }
}
