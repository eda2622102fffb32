// 'Arrepentimientos' at the desk (/studio/arrepentimientos, decision 115): each request with its order,
// the legal deadline (10 days from delivery) and the days left, its state; resolving one — in progress,
// refunded through the order's payment (the desk's own refund), or refused with a reason — is audited,
// tells the shopper, and lands only on the state the operator saw.
import type { AppLoadContext } from "@remix-run/cloudflare";

import type { OutgoingEmail } from "../../domain/mail/messages";
import { shownTime } from "../../domain/moment";
import {
  daysLeft,
  nextWithdrawalStatuses,
  withdrawalDeadline,
  withdrawalStatusLabels,
  type WithdrawalStatus,
} from "../../domain/withdrawal/deadline";
import { deskCopy, type WithdrawalResolution } from "../../forms/desk";
import { emailStatement } from "../../ports/email-outbox.server";
import { orderDesk } from "../../ports/order-desk.server";
import { orderEventStatement } from "../../ports/order-events.server";
import { studioAudit } from "../../ports/studio-audit.server";
import { withdrawalDesk, withdrawalIn, type QueuedWithdrawal } from "../../ports/withdrawal-desk.server";
import { paymentsContextOf } from "../payments/mercado-pago-context.server";
import { requireStaff, type Staff } from "../studio/staff.server";
import { actOnOrder } from "./order-actions.server";
import { deskOrderPath } from "./order-page.server";

type DeskContext = Pick<AppLoadContext, "cloudflare" | "outside">;

export const withdrawalsPath = "/studio/arrepentimientos";
const pageSize = 20;

export type WithdrawalRow = Omit<QueuedWithdrawal, "order"> & {
  when: string;
  order: { number: number; href: string } | null;
  deadline: string | null;
  daysLeft: number | null;
  statusLabel: string;
  next: WithdrawalStatus[];
};

export type WithdrawalsPage = {
  rows: WithdrawalRow[];
  newerHref: string | null;
  olderHref: string | null;
  notice: string | null;
};

const notices: Record<string, string> = {
  "en-curso": "El arrepentimiento quedó en curso.",
  reembolsar: "Devolvimos el dinero y le avisamos a quien lo pidió.",
  rechazar: "Rechazaste el arrepentimiento y le avisamos el motivo a quien lo pidió.",
};

const pageOf = (value: string | null) => {
  const page = Number(value ?? "1");
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

const hrefOf = (page: number) => (page === 1 ? withdrawalsPath : `${withdrawalsPath}?pagina=${page}`);

export async function withdrawalsPage(
  request: Request,
  context: DeskContext,
  now = new Date(),
): Promise<WithdrawalsPage> {
  await requireStaff(request, context, "pedidos");
  const params = new URL(request.url).searchParams;
  const page = pageOf(params.get("pagina"));
  const found = await withdrawalDesk(context.cloudflare.env.DB).page((page - 1) * pageSize, pageSize + 1);
  const rows = found.slice(0, pageSize).map(({ order, ...request }): WithdrawalRow => {
    const deadline = withdrawalDeadline(order?.deliveredAt ?? null);
    return {
      ...request,
      when: shownTime(Date.parse(request.createdAt)),
      order: order ? { number: order.number, href: deskOrderPath(order.number) } : null,
      deadline: deadline ? shownTime(deadline.getTime()) : null,
      daysLeft: daysLeft(deadline, now),
      statusLabel: withdrawalStatusLabels[request.status],
      next: nextWithdrawalStatuses(request.status),
    };
  });
  const notice = params.get("aviso");
  return {
    rows,
    newerHref: page > 1 ? hrefOf(page - 1) : null,
    olderHref: found.length > pageSize ? hrefOf(page + 1) : null,
    notice: notice && notice in notices ? notices[notice]! : null,
  };
}

export type WithdrawalOutcome =
  { status: "done"; redirectTo: string } | { status: "refused"; message: string; field?: "refusal" };

const targetOf: Record<WithdrawalResolution["intent"], WithdrawalStatus> = {
  "en-curso": "en-curso",
  reembolsar: "reembolsada",
  rechazar: "rechazada",
};

export async function resolveWithdrawal(
  context: DeskContext,
  staff: Staff,
  resolution: WithdrawalResolution,
  now = new Date(),
): Promise<WithdrawalOutcome> {
  const outcome = await resolved(context, staff, resolution, now);
  if (outcome.status === "refused")
    // Refused: the request is as it was, and a line says who tried what.
    await studioAudit(context.cloudflare.env.DB).record({
      actor: staff.email,
      action: "rechazo",
      document: null,
      detail: `Arrepentimiento ${resolution.code}: ${targetOf[resolution.intent]} rechazado. ${outcome.message}`,
    });
  return outcome;
}

async function resolved(
  context: DeskContext,
  staff: Staff,
  resolution: WithdrawalResolution,
  now: Date,
): Promise<WithdrawalOutcome> {
  const db = context.cloudflare.env.DB;
  const queue = withdrawalDesk(db);
  const request = await queue.byCode(resolution.code);
  if (!request) return { status: "refused", message: deskCopy.withdrawalNotFound };
  const target = targetOf[resolution.intent];
  const conflict = (): WithdrawalOutcome => ({
    status: "refused",
    message: deskCopy.withdrawalConflict(withdrawalStatusLabels[request.status]),
  });
  if (request.status !== resolution.expected) return conflict();
  if (!nextWithdrawalStatuses(request.status).includes(target))
    return { status: "refused", message: deskCopy.withdrawalClosed };

  const at = now.toISOString();
  const done: WithdrawalOutcome = { status: "done", redirectTo: `${withdrawalsPath}?aviso=${resolution.intent}` };
  const orderNumber = request.order ? String(request.order.number) : request.orderNumber;
  const resolvedEmail = (outcome: "reembolsado" | "rechazado", reason: string | null): OutgoingEmail => ({
    kind: "arrepentimiento-resuelto",
    data: { code: request.code, orderNumber, outcome, reason },
    to: request.email,
    key: `arrepentimiento-resuelto:${request.code}`,
  });

  if (resolution.intent === "reembolsar") {
    if (!request.order) return { status: "refused", message: deskCopy.withdrawalWithoutOrder };
    const order = await orderDesk(db).byId(request.order.id);
    if (!order) return { status: "refused", message: deskCopy.withdrawalWithoutOrder };
    const outcome = await actOnOrder(
      paymentsContextOf(context),
      staff,
      order,
      { intent: "devolver", revision: order.revision },
      {
        key: `arrepentimiento:${request.code}`,
        auditAction: "arrepentimiento",
        tellShopper: false,
        now,
        also: (refundedCents) => ({
          guard: withdrawalIn(request.code, resolution.expected),
          after: () => [
            queue.update(
              { code: request.code, expected: resolution.expected, status: target, at, by: staff.email, refundedCents },
              { sql: "changes() = 1", params: [] },
            ),
            emailStatement(db, resolvedEmail("reembolsado", null), now, { afterChange: true }),
          ],
        }),
      },
    );
    if (outcome.status === "done") return done;
    return { status: "refused", message: outcome.message };
  }

  // In progress or refused: the request's own change, with its audit line, its order's timeline line
  // and the shopper's e-mail, all under the state the operator saw.
  const guard = withdrawalIn(request.code, resolution.expected);
  const refusal = resolution.intent === "rechazar" ? resolution.refusal : null;
  const detail = `Arrepentimiento ${request.code}: ${withdrawalStatusLabels[target]}.${refusal ? ` Motivo: ${refusal}` : ""}`;
  const statements = [
    studioAudit(db, () => now.getTime()).insert(
      { actor: staff.email, action: "arrepentimiento", document: null, detail },
      guard,
    ),
    ...(request.order
      ? [
          orderEventStatement(
            db,
            request.order.id,
            { at, actor: staff.email, action: "arrepentimiento", status: null, detail },
            guard,
          ),
        ]
      : []),
    ...(refusal ? [emailStatement(db, resolvedEmail("rechazado", refusal), now, { onlyIf: guard })] : []),
    queue.update(
      { code: request.code, expected: resolution.expected, status: target, at, by: staff.email, refusal },
      { sql: "1", params: [] },
    ),
  ];
  const results = await db.batch(statements);
  if (results.at(-1)!.meta.changes !== 1) {
    const current = await queue.byCode(request.code);
    return {
      status: "refused",
      message: deskCopy.withdrawalConflict(current ? withdrawalStatusLabels[current.status] : "sin datos"),
    };
  }
  return done;
}
