import { withdrawalCode } from "../domain/withdrawal/code";
import type { WithdrawalSubmission } from "../forms/withdrawal";
import type { AppContext } from "./context.server";

export type WithdrawalRequest = Omit<WithdrawalSubmission, "website"> & { userId: string | null };
export type FiledWithdrawal = { code: string; createdAt: string };

/** Purchase-cancellation requests (spec storefront-shell §2.19) in D1. */
export function withdrawals(context: AppContext) {
  const db = context.cloudflare.env.DB;
  return {
    /** Stores the request under a fresh code; a code already taken (1 in 10¹² per pair) draws again. */
    async file(request: WithdrawalRequest): Promise<FiledWithdrawal> {
      const createdAt = new Date().toISOString();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const code = withdrawalCode(crypto.getRandomValues(new Uint8Array(8)));
        const result = await db
          .prepare(
            `INSERT INTO withdrawal_requests (code, order_number, email, name, document, reason, user_id, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (code) DO NOTHING`,
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
          )
          .run();
        if (result.meta.changes > 0) return { code, createdAt };
      }
      throw new Error("withdrawal_requests: no se pudo obtener un código libre");
    },

    async byCode(code: string) {
      return db
        .prepare(
          "SELECT code, order_number, email, name, document, reason, user_id, status, created_at FROM withdrawal_requests WHERE code = ?1",
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
          status: string;
          created_at: string;
        }>();
    },
  };
}
