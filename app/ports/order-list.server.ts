// The studio's order list in D1 (decision 120): newest first by number, read by keyset so page 2,000
// costs what page 1 does; each filter has its index (migrations/0020_order_list.sql).
import type { OrderListEntry } from "../domain/orders/order-csv";
import { createdAtRange, nameFolds, type OrderListFilter, type TextQuery } from "../domain/orders/order-list";
import type { AppContext } from "./context.server";

type Row = {
  number: number;
  created_at: string;
  first_name: string;
  last_name: string;
  email: string;
  document: string;
  total_cents: number;
  payment_state: string;
  status: string;
  shipping_name: string;
};

const toEntry = (row: Row): OrderListEntry => ({
  number: row.number,
  createdAt: row.created_at,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  document: row.document,
  totalCents: row.total_cents,
  paymentState: row.payment_state,
  status: row.status,
  shippingName: row.shipping_name,
});

/** Past every character: 'mar' ≤ a name starting with 'mar' < 'mar' + this. */
const afterEveryCharacter = "\u{10FFFF}";

type Clause = { sql: string; values: (string | number)[] };

/** The column with its accents folded: the very expression migrations/0020_order_list.sql indexes. */
const folded = (column: "first_name" | "last_name") =>
  nameFolds.reduce<string>((sql, [from, to]) => `replace(${sql}, '${from}', '${to}')`, column);

/** A name's start (folded by the domain's foldName) on the folded, NOCASE index of that column. */
const startsWith = (column: "first_name" | "last_name", prefix: string): Clause => ({
  sql: `(${folded(column)} COLLATE NOCASE >= ? AND ${folded(column)} COLLATE NOCASE < ?)`,
  values: [prefix, prefix + afterEveryCharacter],
});

const and = (...clauses: Clause[]): Clause => ({
  sql: `(${clauses.map((clause) => clause.sql).join(" AND ")})`,
  values: clauses.flatMap((clause) => clause.values),
});
const or = (...clauses: Clause[]): Clause => ({
  sql: `(${clauses.map((clause) => clause.sql).join(" OR ")})`,
  values: clauses.flatMap((clause) => clause.values),
});

function textClause(text: TextQuery): Clause {
  switch (text.kind) {
    case "number-or-document":
      // Each side of the OR has its index (the number's unique one, the DNI's): SQLite reads both.
      return { sql: "(number = ? OR document = ?)", values: [Number(text.digits), text.digits] };
    case "email":
      return { sql: "email = ?", values: [text.email] };
    case "name": {
      const whole = text.words.join(" ");
      const [first, ...rest] = text.words;
      // 'ana' a first or a last name; 'ana garcía' also a first name then a last name.
      const alternatives = [startsWith("first_name", whole), startsWith("last_name", whole)];
      if (first && rest.length > 0)
        alternatives.push(and(startsWith("first_name", first), startsWith("last_name", rest.join(" "))));
      return or(...alternatives);
    }
  }
}

/** The filter as SQL. A date range also bounds the number, so the page is read along a number index. */
function whereOf(filter: OrderListFilter): Clause[] {
  const clauses: Clause[] = [];
  // With free text, its index goes first: a unary + keeps SQLite from reading a state's index instead
  // (12,500 cancelled orders at 100,000, each name folded and tested) — the bench's 'apellido + estado'.
  const indexed = (column: string) => (filter.text ? `+${column}` : column);
  if (filter.paymentState) clauses.push({ sql: `${indexed("payment_state")} = ?`, values: [filter.paymentState] });
  if (filter.status) clauses.push({ sql: `${indexed("status")} = ?`, values: [filter.status] });
  if (filter.shippingOption)
    clauses.push({ sql: `${indexed("shipping_option")} = ?`, values: [filter.shippingOption] });
  const { since, until } = createdAtRange(filter);
  if (since)
    clauses.push({
      sql: `created_at >= ? AND number >= coalesce((SELECT number FROM orders WHERE created_at >= ? ORDER BY created_at LIMIT 1), ${Number.MAX_SAFE_INTEGER})`,
      values: [since, since],
    });
  if (until)
    clauses.push({
      sql: "created_at < ? AND number <= coalesce((SELECT number FROM orders WHERE created_at < ? ORDER BY created_at DESC LIMIT 1), 0)",
      values: [until, until],
    });
  if (filter.text) clauses.push(textClause(filter.text));
  return clauses;
}

const columns =
  "number, created_at, first_name, last_name, email, document, total_cents, payment_state, status, shipping_name";

export type OrderListPage = { entries: OrderListEntry[]; newer: boolean; older: boolean };

type Direction = { before?: number; after?: number };

/** The SQL of up to `limit` orders past the cursor, in the cursor's direction (exported for its plan's test). */
export function orderListQuery(filter: OrderListFilter, direction: Direction, limit: number): Clause {
  const clauses = whereOf(filter);
  // Free text finds few orders through its own index; the unary + keeps SQLite from walking the
  // number index from the cursor instead, testing every older order's name on the way.
  const number = filter.text ? "+number" : "number";
  if (direction.before !== undefined) clauses.push({ sql: `${number} < ?`, values: [direction.before] });
  if (direction.after !== undefined) clauses.push({ sql: `${number} > ?`, values: [direction.after] });
  const where = clauses.length ? `WHERE ${clauses.map((clause) => clause.sql).join(" AND ")}` : "";
  const order = direction.after !== undefined ? "ASC" : "DESC";
  return {
    sql: `SELECT ${columns} FROM orders ${where} ORDER BY number ${order} LIMIT ?`,
    values: [...clauses.flatMap((clause) => clause.values), limit],
  };
}

export function orderListStore(db: D1Database) {
  async function read(filter: OrderListFilter, direction: Direction, limit: number): Promise<OrderListEntry[]> {
    const query = orderListQuery(filter, direction, limit);
    const { results } = await db
      .prepare(query.sql)
      .bind(...query.values)
      .all<Row>();
    return results.map(toEntry);
  }

  return {
    /**
     * One page, newest first. One row past the page tells whether another page lies that way; the
     * page a cursor came from lies the other way.
     */
    async page(
      filter: OrderListFilter,
      cursor: { before: number } | { after: number } | null,
      size: number,
    ): Promise<OrderListPage> {
      if (cursor && "after" in cursor) {
        const rows = await read(filter, { after: cursor.after }, size + 1);
        return { entries: rows.slice(0, size).reverse(), newer: rows.length > size, older: true };
      }
      const rows = await read(filter, cursor ? { before: cursor.before } : {}, size + 1);
      return { entries: rows.slice(0, size), newer: cursor !== null, older: rows.length > size };
    },
    /** Every order of the filter, newest first, `batchSize` at a time: for the CSV. */
    async *all(filter: OrderListFilter, batchSize: number): AsyncGenerator<OrderListEntry[]> {
      let before: number | undefined;
      for (;;) {
        const rows = await read(filter, before === undefined ? {} : { before }, batchSize);
        if (rows.length > 0) yield rows;
        if (rows.length < batchSize) return;
        before = rows.at(-1)!.number;
      }
    },
  };
}

export const orderListOf = (context: AppContext) => orderListStore(context.cloudflare.env.DB);
