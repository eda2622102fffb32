// Filing a purchase-cancellation request (spec storefront-shell §2.19): limited per connection, tied
// to the account of the session that files it and to the order its number and e-mail name, answered
// with the request's code. A request naming no known order is kept all the same, flagged for the desk
// (the law wants no obstacle), and its answer is the same (decision 117).
import { withdrawalCopy, type WithdrawalSubmission } from "../../forms/withdrawal";
import type { AppContext } from "../../ports/context.server";
import { orders } from "../../ports/orders.server";
import { clientOf, rateLimits } from "../../ports/rate-limit.server";
import { sessions } from "../../ports/session.server";
import { withdrawals } from "../../ports/withdrawals.server";
import { personOf } from "../accounts/shopper.server";

/** Per connection, in 10-minute windows: a household filing a few requests, never a script. */
const limit = { requests: 10, windowSeconds: 600 };

export type WithdrawalResult = { status: "success" | "error"; message: string };

export async function fileWithdrawal(
  request: Request,
  context: AppContext,
  submission: WithdrawalSubmission,
): Promise<WithdrawalResult> {
  if (!(await rateLimits(context).allow("withdrawal", clientOf(request), limit.requests, limit.windowSeconds))) {
    return { status: "error", message: withdrawalCopy.rateLimited };
  }
  // The account comes from the session only; the form never names one.
  const person = await personOf(context, await sessions(context, request).read());
  const { website: _honeypot, ...fields } = submission;
  try {
    const number = /^\d{1,12}$/.test(fields.orderNumber) ? Number(fields.orderNumber) : null;
    const orderId = number === null ? null : await orders(context).tracked(number, fields.email);
    const filed = await withdrawals(context).file({ ...fields, userId: person?.id ?? null, orderId });
    return { status: "success", message: withdrawalCopy.received(filed.code) };
  } catch (error) {
    console.error("arrepentimiento: no se pudo guardar la solicitud", error);
    return { status: "error", message: withdrawalCopy.failed };
  }
}
