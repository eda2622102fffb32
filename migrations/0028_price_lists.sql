-- Scheduled price lists (decision 129): 'Hot Sale' from one Buenos Aires minute to another. The cron
-- writes each item's price into `prices` at the start, keeping the price it replaced, and puts that
-- back at the end unless someone else changed the price meanwhile. Every reader keeps reading
-- `prices` alone. Instants are ISO 8601 in UTC ('2031-03-10T13:00:00.000Z'), as promotions' are.
CREATE TABLE price_lists (
  id           TEXT PRIMARY KEY,             -- a slug: 'hot-sale-2031-k3m9p'
  name         TEXT NOT NULL,
  starts_at    TEXT NOT NULL,
  ends_at      TEXT NOT NULL,                -- exclusive; 'Terminar ahora' moves it to that instant
  cancelled_at TEXT,                         -- cancelled before its start: never applied
  applied_at   TEXT,                         -- when the cron wrote its prices
  finished_at  TEXT,                         -- when its prices were put back (or, never applied, it was closed)
  revision     INTEGER NOT NULL DEFAULT 1,   -- bumped by every change: two people never both land
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL,
  updated_by   TEXT,                         -- staff e-mail, or 'programado' for the cron
  CHECK (ends_at > starts_at)
);
CREATE INDEX price_lists_minutes ON price_lists(starts_at, ends_at);

-- One SKU's price while the list lasts (seller '1'), in centavos.
CREATE TABLE price_list_items (
  list_id        TEXT NOT NULL REFERENCES price_lists(id),
  sku_id         INTEGER NOT NULL REFERENCES skus(id),
  price_cents    INTEGER NOT NULL CHECK (price_cents > 0),
  -- The SKU's price when the list was uploaded, as the list's page shows it before the start.
  shown_cents    INTEGER NOT NULL,
  -- Written by the cron at the start: the price the list replaced.
  previous_cents INTEGER,
  -- NULL until the start; 'applied' while live; at the end 'restored' (previous_cents put back) or
  -- 'kept' (someone changed the price meanwhile: theirs stays, found_cents says which);
  -- 'skipped' when, at the start, the SKU's list price had dropped below the list's price.
  outcome        TEXT CHECK (outcome IS NULL OR outcome IN ('applied', 'restored', 'kept', 'skipped')),
  found_cents    INTEGER,
  PRIMARY KEY (list_id, sku_id)
);
CREATE INDEX price_list_items_sku ON price_list_items(sku_id);
