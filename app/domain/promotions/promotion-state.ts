// Where a promotion stands at a moment, as the studio lists it (decision 122): 'Programada' before
// its start, 'Activa' from its start until its end (exclusive), 'Pausada' while ops hold it, and
// 'Terminada' from its end on — an ended promotion stays ended, paused or not.
import type { Promotion, PromotionKind, PromotionReward } from "./promotion";

export const promotionStates = ["scheduled", "active", "paused", "ended"] as const;
export type PromotionState = (typeof promotionStates)[number];

export function promotionState(
  promotion: Pick<Promotion, "paused" | "startsAt" | "endsAt">,
  now: Date,
): PromotionState {
  const at = now.getTime();
  if (promotion.endsAt !== null && Date.parse(promotion.endsAt) <= at) return "ended";
  if (promotion.paused) return "paused";
  return Date.parse(promotion.startsAt) > at ? "scheduled" : "active";
}

export const promotionStateLabels: Record<PromotionState, string> = {
  scheduled: "Programada",
  active: "Activa",
  paused: "Pausada",
  ended: "Terminada",
};

export const promotionKindLabels: Record<PromotionKind, string> = {
  "percent-off": "Porcentaje de descuento",
  "amount-off": "Monto fijo de descuento",
  "buy-n-pay-m": "Llevá N, pagá M",
  "nth-unit-percent": "N-ésima unidad con descuento",
  "free-shipping": "Envío gratis",
  gift: "Regalo",
};

/** '$5.000': digits grouped by hand, so the Worker's and the browser's ICU write it alike. */
const pesos = (cents: number) => `$${String(Math.round(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;

/** What it gives, in a few words: '20% OFF', 'Llevá 3, pagá 2', '70% en la 2da unidad'. */
export function rewardSummary(reward: PromotionReward): string {
  switch (reward.kind) {
    case "percent-off":
      return `${reward.percent}% OFF`;
    case "amount-off":
      return `${pesos(reward.amountCents)} OFF`;
    case "buy-n-pay-m":
      return `Llevá ${reward.buy}, pagá ${reward.pay}`;
    case "nth-unit-percent":
      return `${reward.percent}% en la ${reward.nth}ª unidad`;
    case "free-shipping":
      return "Envío gratis";
    case "gift":
      return `Regalo: SKU ${reward.giftSku}`;
  }
}
