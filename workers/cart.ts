import { DurableObject } from "cloudflare:workers";

/** A line as the cart keeps it: prices, names and stock are always re-read from the catalogue. */
export type CartLine = { sku: string; seller: string; quantity: number };

/**
 * One Durable Object per cart: its single-threaded SQLite storage gives strongly consistent
 * read-modify-write on the lines, so concurrent "add to bag" posts never lose an update.
 */
export class CartObject extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(state: DurableObjectState, env: Env) {
    super(state, env);
    this.sql = state.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS lines (
      sku TEXT NOT NULL, seller TEXT NOT NULL, quantity INTEGER NOT NULL CHECK (quantity > 0),
      added_at INTEGER NOT NULL, PRIMARY KEY (sku, seller))`);
    // The order form's custom data (spec §3 "Cart gift list": app 'fs-gifts', field 'gift-skuid').
    this.sql.exec(`CREATE TABLE IF NOT EXISTS custom_data (
      app TEXT NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (app, field))`);
    // What the shopper typed into the order form, kept with the cart as VTEX's orderForm keeps its
    // profile and shipping data (decision 114): one row per field, an emptied field kept as ''.
    this.sql.exec(`CREATE TABLE IF NOT EXISTS checkout_draft (field TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  }

  lines(): CartLine[] {
    return this.sql
      .exec<{ sku: string; seller: string; quantity: number }>(
        "SELECT sku, seller, quantity FROM lines ORDER BY added_at, sku",
      )
      .toArray();
  }

  /**
   * Adds to the line's quantity (creating it), never beyond `cap` units; returns the cart's lines
   * and how many units this call added. Both are decided here, in the same step as the write, so
   * concurrent adds can neither overshoot the cap nor each claim the same units.
   */
  add(line: CartLine, cap = Number.MAX_SAFE_INTEGER): { lines: CartLine[]; added: number } {
    const held =
      this.sql
        .exec<{ quantity: number }>("SELECT quantity FROM lines WHERE sku = ? AND seller = ?", line.sku, line.seller)
        .toArray()[0]?.quantity ?? 0;
    const quantity = Math.min(cap, held + line.quantity);
    if (quantity > held) {
      this.sql.exec(
        `INSERT INTO lines (sku, seller, quantity, added_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (sku, seller) DO UPDATE SET quantity = excluded.quantity`,
        line.sku,
        line.seller,
        quantity,
        Date.now(),
      );
    }
    return { lines: this.lines(), added: Math.max(0, quantity - held) };
  }

  /** Sets a line's quantity; zero removes it. Returns the lines and the quantity the line had before. */
  setQuantity(line: CartLine): { lines: CartLine[]; before: number } {
    const before =
      this.sql
        .exec<{ quantity: number }>("SELECT quantity FROM lines WHERE sku = ? AND seller = ?", line.sku, line.seller)
        .toArray()[0]?.quantity ?? 0;
    if (line.quantity <= 0) {
      this.sql.exec("DELETE FROM lines WHERE sku = ? AND seller = ?", line.sku, line.seller);
    } else {
      this.sql.exec(
        `INSERT INTO lines (sku, seller, quantity, added_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (sku, seller) DO UPDATE SET quantity = excluded.quantity`,
        line.sku,
        line.seller,
        line.quantity,
        Date.now(),
      );
    }
    return { lines: this.lines(), before };
  }

  /** Removes every line; the gift list is reset separately, as the spec's 'Vaciar carrito' does. */
  empty(): CartLine[] {
    this.sql.exec("DELETE FROM lines");
    return [];
  }

  customData(app: string, field: string): string | null {
    return (
      this.sql
        .exec<{ value: string }>("SELECT value FROM custom_data WHERE app = ? AND field = ?", app, field)
        .toArray()[0]?.value ?? null
    );
  }

  setCustomData(app: string, field: string, value: string): void {
    this.sql.exec(
      "INSERT INTO custom_data (app, field, value) VALUES (?, ?, ?) ON CONFLICT (app, field) DO UPDATE SET value = excluded.value",
      app,
      field,
      value,
    );
  }

  /** The order form's draft, field by field; the port validates it (decision 114). */
  checkoutDraft(): Record<string, string> {
    const rows = this.sql.exec<{ field: string; value: string }>("SELECT field, value FROM checkout_draft").toArray();
    return Object.fromEntries(rows.map((row) => [row.field, row.value]));
  }

  /** Sets the fields given, leaving the others as they were. */
  updateCheckoutDraft(fields: Record<string, string>): void {
    for (const [field, value] of Object.entries(fields)) {
      this.sql.exec(
        "INSERT INTO checkout_draft (field, value) VALUES (?, ?) ON CONFLICT (field) DO UPDATE SET value = excluded.value",
        field,
        value,
      );
    }
  }

  clearCheckoutDraft(): void {
    this.sql.exec("DELETE FROM checkout_draft");
  }
}
