import { unguarded, type BatchGuard } from "./batch-guard.server";
import type { AppContext } from "./context.server";

/** What the audit log records (migrations/0014_studio.sql). */
export type AuditAction =
  | "ingreso"
  | "ingreso-fallido"
  | "salida"
  | "borrador"
  | "borrador-descartado"
  | "publicacion"
  | "programacion"
  | "programacion-cancelada"
  | "restauracion"
  | "rechazo"
  | "imagen"
  | "equipo"
  /** An order desk action or an arrepentimiento resolved (decision 115). */
  | "pedido"
  | "arrepentimiento"
  /** A promotion or its coupon codes created or changed (decision 122). */
  | "promocion"
  /** A product, its SKUs or its pictures created or changed in the studio (decision 130). */
  | "producto"
  /** A scheduled price list created, cancelled, started, ended (decision 129). */
  | "lista-de-precios";

export type AuditEntry = {
  at: number;
  actor: string;
  action: AuditAction;
  document: string | null;
  detail: string | null;
};

/**
 * The studio's audit log in D1. Writing never throws: a failed audit line is logged, and the
 * action it describes has already happened or been refused.
 */
export function studioAudit(db: Pick<D1Database, "prepare" | "batch">, now: () => number = Date.now) {
  return {
    /** `onlyIf`: written only when the guard holds, with the change it records (decision 115). */
    insert: (entry: Omit<AuditEntry, "at">, onlyIf: BatchGuard = unguarded) =>
      db
        .prepare(
          `INSERT INTO studio_audit (at, actor, action, document, detail) SELECT ?, ?, ?, ?, ? WHERE ${onlyIf.sql}`,
        )
        .bind(now(), entry.actor, entry.action, entry.document, entry.detail, ...onlyIf.params),
    async record(entry: Omit<AuditEntry, "at">): Promise<void> {
      await this.recordMany([entry]);
    },
    async recordMany(entries: readonly Omit<AuditEntry, "at">[]): Promise<void> {
      if (entries.length === 0) return;
      try {
        await db.batch(entries.map((entry) => this.insert(entry)));
      } catch (error) {
        console.error("D1: no se pudo registrar en la auditoría del estudio", entries, error);
      }
    },
    async latest({ limit = 100, before }: { limit?: number; before?: number } = {}): Promise<AuditEntry[]> {
      const { results } = await db
        .prepare(
          `SELECT at, actor, action, document, detail FROM studio_audit
           WHERE at < ?1 ORDER BY at DESC, id DESC LIMIT ?2`,
        )
        .bind(before ?? Number.MAX_SAFE_INTEGER, limit)
        .all<AuditEntry>();
      return results;
    },
  };
}

export const auditOf = (context: AppContext) => studioAudit(context.cloudflare.env.DB);
