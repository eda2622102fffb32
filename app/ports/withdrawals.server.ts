import { withdrawalCode } from "../domain/withdrawal/code";
import type { WithdrawalSubmission } from "../forms/withdrawal";
import type { AppContext } from "./context.server";
import { emailStatement } from "./email-outbox.server";
import { orderEventStatement } from "./order-events.server";

export type WithdrawalRequest = Omit<WithdrawalSubmission, "website"> & {
  userId: string | null;
  /** The order its number and e-mail name, else null: the request is kept all the same, flagged (decision 117). */
  orderId: string | null;
};
export type FiledWithdrawal = { code: string; createdAt: string };

const codeTaken = (error: unknown) => /UNIQUE constraint failed: withdrawal_requests\.code/.test(String(error));

/** Purchase-cancellation requests (spec storefront-shell §2.19) in D1. */
export function withdrawals(context: AppContext) {
  const db = context.cloudflare.env.DB;
  return {
    /**
     * Stores the request under a fresh code, with its 'arrepentimiento-recibido' e-mail and, when the
     * order is known, the order's event, in one batch; a code already taken (1 in 10¹² per pair) fails
     * the whole batch and draws again.
     */
    async file(request: WithdrawalRequest): Promise<FiledWithdrawal> {
      const now = new Date();
      const createdAt = now.toISOString();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const code = withdrawalCode(crypto.getRandomValues(new Uint8Array(8)));
        const statements = [
          db
            .prepare(
              `INSERT INTO withdrawal_requests (code, order_number, email, name, document, reason, user_id, created_at, order_id)
               VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
            )
            .bind(
              code,
              request.orderNumber,
              request.email,
              request.name,
              request.document,
              request.reason,
              request.userId,
              createdAt,
              request.orderId,
            ),
          emailStatement(
            db,
            {
              kind: "arrepentimiento-recibido",
              to: request.email,
              key: `arrepentimiento-recibido:${code}`,
              data: { code, orderNumber: request.orderNumber },
            },
            now,
          ),
          ...(request.orderId
            ? [
                orderEventStatement(db, request.orderId, {
                  at: createdAt,
                  actor: "cliente",
                  action: "arrepentimiento",
                  status: null,
                  detail: `Solicitud ${code}`,
                }),
              ]
            : []),
        ];
        try {
          await db.batch(statements);
          return { code, createdAt };
        } catch (error) {
          if (!codeTaken(error)) throw error;
        }
      }
      throw new Error("withdrawal_requests: no se pudo obtener un código libre");
    },

    async byCode(code: string) {
      return db
        .prepare(
          "SELECT code, order_number, email, name, document, reason, user_id, order_id, status, created_at FROM withdrawal_requests WHERE code = ?1",
        )
        .bind(code)
        .first<{
          code: string;
          order_number: string;
          email: string;
          name: string;
          document: string;
          reason: string;
          user_id: string | null;
          order_id: string | null;
          status: string;
          created_at: string;
        }>();
    },
  };
}
