// Spec products-and-buying §5 "Instalment plan selection" and §9 "Instalment amount: ceil(price ÷
// installmentValue) on the PDP, price ÷ n on cards. Text: '{n} cuotas de {amount}'"; §3 "Instalment
// plan" (dates 'DD/MM/YYYY', sinFecha, 'Default'); §5 luxury brands' pill black on white.
import { hidesDiscount } from "./discount";
import { formatPrice } from "./price";

export type InstalmentPlan = {
  id: string;
  isActive: boolean;
  productClusterIds: readonly string[];
  startDate?: string | undefined;
  finishDate?: string | undefined;
  sinFecha: boolean;
  installmentValue: number;
  textColor: string;
  backgroundColor: string;
};

export const defaultPlanId = "Default";

/** 'DD/MM/YYYY' → 'YYYY-MM-DD', comparable as text; null when malformed. */
function isoDay(ddmmyyyy: string | undefined): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(ddmmyyyy ?? "");
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** Today's date in Argentina (UTC−03:00, no daylight saving), as 'YYYY-MM-DD'. */
const argentineDay = (now: Date) => new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

function inForce(plan: InstalmentPlan, today: string): boolean {
  if (plan.sinFecha) return true;
  const start = isoDay(plan.startDate);
  const finish = isoDay(plan.finishDate);
  return start !== null && finish !== null && start <= today && today <= finish;
}

/** The active plans in force today (Argentine time): what a card may choose among without a clock. */
export function plansInForce(plans: readonly InstalmentPlan[], now: Date): InstalmentPlan[] {
  const today = argentineDay(now);
  return plans.filter((plan) => plan.isActive && (plan.id === defaultPlanId || inForce(plan, today)));
}

/** The choice among plans already in force: the first non-Default one sharing a cluster, else 'Default'. */
export function instalmentPlanAmong(
  productClusterIds: readonly string[],
  inForceToday: readonly InstalmentPlan[],
): InstalmentPlan | null {
  const clusters = new Set(productClusterIds);
  const promotion = inForceToday.find(
    (plan) => plan.id !== defaultPlanId && plan.productClusterIds.some((id) => clusters.has(id)),
  );
  return promotion ?? inForceToday.find((plan) => plan.id === defaultPlanId) ?? null;
}

/**
 * "The first active, non-Default plan applies when the product belongs to one of its
 * productClusterIds and today falls between startDate and finishDate inclusive, or sinFecha is
 * true. Otherwise the 'Default' plan applies. If neither exists, nothing is shown."
 */
export function instalmentPlanFor(
  productClusterIds: readonly string[],
  plans: readonly InstalmentPlan[],
  now: Date,
): InstalmentPlan | null {
  return instalmentPlanAmong(productClusterIds, plansInForce(plans, now));
}

/** §9 "Fixed text: 'CFTEA 0%' on the PDP, 'CFTA: 0%' on cards." */
export function financingCostText(where: "pdp" | "card"): string {
  return where === "pdp" ? "CFTEA 0%" : "CFTA: 0%";
}

/** On the PDP the amount is rounded up; cards divide and let the price format round. */
export function instalmentAmount(price: number, instalments: number, where: "pdp" | "card"): number {
  return where === "pdp" ? Math.ceil(price / instalments) : price / instalments;
}

/** '{n} cuotas de {amount}', or null when the plan has no instalments ("shown only when > 0"). */
export function instalmentText(price: number, plan: InstalmentPlan | null, where: "pdp" | "card"): string | null {
  if (!plan || plan.installmentValue <= 0 || price <= 0) return null;
  return `${plan.installmentValue} cuotas de ${formatPrice(instalmentAmount(price, plan.installmentValue, where))}`;
}

/** "For these [luxury] brands the instalment pill is black on white instead of the configured colours." */
export function instalmentColours(plan: InstalmentPlan, brandName: string): { color: string; background: string } {
  return hidesDiscount(brandName)
    ? { color: "#000", background: "#fff" }
    : { color: plan.textColor, background: plan.backgroundColor };
}

/**
 * The most cuotas a payment of a cart may be offered in (Mercado Pago's `payment_methods.installments`):
 * the fewest any line's plan allows, since one payment covers every line; 1 (a single payment) when a
 * line has no plan with instalments.
 */
export function mostInstalmentsFor(
  linesClusters: readonly (readonly string[])[],
  inForceToday: readonly InstalmentPlan[],
): number {
  if (linesClusters.length === 0) return 1;
  const allowed = linesClusters.map((clusters) => instalmentPlanAmong(clusters, inForceToday)?.installmentValue ?? 1);
  return Math.max(1, Math.min(...allowed));
}
