// A condition the statements of one D1 batch run under (decision 115). A change that must land whole
// or not at all — an order's new state, its timeline line, the audit line, the shopper's e-mail —
// puts every statement under the same guard, read before the batch's last statement changes what
// the guard reads: in one transaction they all see the same answer.

/** SQL that is true or false, with its `?` parameters (anonymous, in order). */
export type BatchGuard = { sql: string; params: readonly unknown[] };

export const unguarded: BatchGuard = { sql: "1", params: [] };

/** The order is still at the revision the desk's form was rendered with. */
export const orderAtRevision = (orderId: string, revision: number): BatchGuard => ({
  sql: "EXISTS (SELECT 1 FROM orders WHERE id = ? AND revision = ?)",
  params: [orderId, revision],
});

export const bothGuards = (a: BatchGuard, b: BatchGuard): BatchGuard => ({
  sql: `(${a.sql}) AND (${b.sql})`,
  params: [...a.params, ...b.params],
});
