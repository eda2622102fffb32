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
  }

  lines(): CartLine[] {
    return this.sql
      .exec<{ sku: string; seller: string; quantity: number }>(
        "SELECT sku, seller, quantity FROM lines ORDER BY added_at, sku",
      )
      .toArray();
  }

  /** Adds to the line's quantity (creating it) and returns the cart's lines. */
  add(line: CartLine): CartLine[] {
    this.sql.exec(
      `INSERT INTO lines (sku, seller, quantity, added_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (sku, seller) DO UPDATE SET quantity = quantity + excluded.quantity`,
      line.sku, line.seller, line.quantity, Date.now(),
    );
    return this.lines();
  }

  /** Sets a line's quantity; zero removes it. */
  setQuantity(line: CartLine): CartLine[] {
    if (line.quantity <= 0) {
      this.sql.exec("DELETE FROM lines WHERE sku = ? AND seller = ?", line.sku, line.seller);
    } else {
      this.sql.exec(
        `INSERT INTO lines (sku, seller, quantity, added_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (sku, seller) DO UPDATE SET quantity = excluded.quantity`,
        line.sku, line.seller, line.quantity, Date.now(),
      );
    }
    return this.lines();
  }

  empty(): CartLine[] {
    this.sql.exec("DELETE FROM lines");
    return [];
  }
}
