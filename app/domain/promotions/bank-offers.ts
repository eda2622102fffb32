// Bank offers at payment (decision 122, decision 126): "bank offers that depend on the card (e.g.
// '25% los jueves con Visa Santander') are shown as conditions at payment, passed to the payment
// provider where it supports them, never deducted by the store without the payment proving them".
// The store cannot know the shopper's card before Mercado Pago's page, so it deducts nothing: it
// says which offers hold today and that the bank applies them.
import type { GlobalDocument } from "../../content/globals";
import { shopClock } from "../shipping/delivery-promise";

type BankPromotion = GlobalDocument<"bank-promotions">[number];

const withoutAccents = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Sunday first, as Date#getUTCDay counts; plurals ('sábados') match too. */
const weekdayNames = ["domingo", "lunes", "martes", "miercoles", "jueves", "viernes", "sabado"] as const;

const dayPattern = `(${weekdayNames.join("|")})s?`;

/**
 * The weekdays a frequency names ('Jueves', 'Sábados y domingos', 'lunes a viernes'), in order;
 * none named means every day.
 */
export function weekdaysOf(frequency: string): number[] {
  const words = withoutAccents(frequency);
  const days = new Set<number>();
  for (const [, from, to] of words.matchAll(new RegExp(`\\b${dayPattern}\\s+a(?:l)?\\s+${dayPattern}\\b`, "g"))) {
    const first = weekdayNames.indexOf(from as (typeof weekdayNames)[number]);
    const last = weekdayNames.indexOf(to as (typeof weekdayNames)[number]);
    for (let day = first; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === last) break;
    }
  }
  weekdayNames.forEach((name, day) => {
    if (new RegExp(`\\b${name}s?\\b`).test(words)) days.add(day);
  });
  return [...days].sort((a, b) => a - b);
}

/** The day of the week in Buenos Aires (the shop's clock). */
const shopWeekday = (now: Date) => new Date(`${shopClock(now).date}T12:00:00Z`).getUTCDay();

export const bankOfferNote = "lo aplica tu banco al pagar con Mercado Pago; el total de tu pedido no cambia.";

/**
 * The bank discounts and refunds that hold today in Buenos Aires, as conditions for the payment
 * step: '25% de reintegro los jueves (Galicia jueves): lo aplica tu banco al pagar con Mercado Pago;
 * el total de tu pedido no cambia.' Offers of cuotas only are left to Mercado Pago's page.
 */
export function bankOffersOn(promotions: readonly BankPromotion[], now: Date): string[] {
  const today = shopWeekday(now);
  return promotions.flatMap(({ promoName, details: { discount, cardOptions } }) => {
    if (!discount.showDiscountPercentage || !(discount.percentage > 0)) return [];
    const days = weekdaysOf(cardOptions.frequency);
    if (days.length && !days.includes(today)) return [];
    const what = discount.description.trim() || `${discount.percentage}% de ${discount.type || "descuento"}`;
    const card = cardOptions.showCardType && cardOptions.type ? ` con ${cardOptions.type.toLowerCase()}` : "";
    const legal = discount.showLegalText && discount.legales.trim() ? ` ${discount.legales.trim()}` : "";
    return [`${what}${card} (${promoName}): ${bankOfferNote}${legal}`];
  });
}
