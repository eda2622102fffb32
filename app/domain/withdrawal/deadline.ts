// The arrepentimiento's legal deadline (Ley 24.240 art. 34, decision 115): the shopper may revoke
// the purchase within 10 days of receiving it, so the desk counts from the order's delivery.

export const withdrawalDays = 10;

const dayMs = 24 * 60 * 60 * 1000;

/** The last moment of the right: delivery + 10 days. Null while the order was not delivered. */
export function withdrawalDeadline(deliveredAt: string | null): Date | null {
  if (!deliveredAt) return null;
  const delivered = Date.parse(deliveredAt);
  return Number.isNaN(delivered) ? null : new Date(delivered + withdrawalDays * dayMs);
}

/**
 * Whole days left until the deadline, rounded up (a deadline later today is 1 day left); 0 once it
 * passed. Null without a deadline.
 */
export function daysLeft(deadline: Date | null, now: Date): number | null {
  if (!deadline) return null;
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / dayMs));
}

export const withdrawalStatuses = ["recibida", "en-curso", "reembolsada", "rechazada"] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const withdrawalStatusLabels: Record<WithdrawalStatus, string> = {
  recibida: "Recibida",
  "en-curso": "En curso",
  reembolsada: "Reembolsada",
  rechazada: "Rechazada",
};

export const withdrawalStatusOf = (value: string): WithdrawalStatus =>
  (withdrawalStatuses as readonly string[]).includes(value) ? (value as WithdrawalStatus) : "recibida";

/** What the desk may move a request to: forward only; a refunded or refused request is closed. */
export function nextWithdrawalStatuses(status: WithdrawalStatus): WithdrawalStatus[] {
  switch (status) {
    case "recibida":
      return ["en-curso", "reembolsada", "rechazada"];
    case "en-curso":
      return ["reembolsada", "rechazada"];
    default:
      return [];
  }
}
