-- Orders placed through Esencia's own order form (issue 5 "Checkout hand-off"). Lines keep the
-- name and prices the shopper paid; the stock they took is subtracted in the same batch.
CREATE TABLE orders (
  id                   TEXT PRIMARY KEY,             -- random, never shown
  number               INTEGER NOT NULL UNIQUE,      -- 'Pedido N° 100001'
  user_id              TEXT,                         -- the session's account, when logged in
  email                TEXT NOT NULL,
  first_name           TEXT NOT NULL,
  last_name            TEXT NOT NULL,
  document             TEXT NOT NULL,                -- DNI
  phone                TEXT NOT NULL,
  street               TEXT,
  street_number        TEXT,
  apartment            TEXT,
  city                 TEXT,
  province             TEXT,
  postal_code          TEXT NOT NULL,
  shipping_option      TEXT NOT NULL,                -- 'same-day' | 'express' | 'standard' | 'carrier-point' | 'pickup'
  pickup_store         TEXT,                         -- the store's name, for 'pickup'
  shipping_name        TEXT NOT NULL,
  shipping_price_cents INTEGER NOT NULL,
  shipping_days        INTEGER NOT NULL,
  payment_method       TEXT NOT NULL,                -- 'transferencia' | 'pago-en-el-local'
  items_cents          INTEGER NOT NULL,
  total_cents          INTEGER NOT NULL,
  status               TEXT NOT NULL DEFAULT 'recibido',
  created_at           TEXT NOT NULL
);
CREATE INDEX orders_user ON orders(user_id, created_at);

CREATE TABLE order_items (
  order_id         TEXT NOT NULL REFERENCES orders(id),
  position         INTEGER NOT NULL,
  sku_id           INTEGER NOT NULL,
  seller           TEXT NOT NULL,
  product_id       INTEGER NOT NULL,
  name             TEXT NOT NULL,
  variant          TEXT,
  slug             TEXT NOT NULL,
  quantity         INTEGER NOT NULL CHECK (quantity > 0),
  price_cents      INTEGER NOT NULL,
  list_price_cents INTEGER NOT NULL,
  PRIMARY KEY (order_id, position)
);

-- Stock never goes below zero: an order that would take more than there is fails as a whole.
CREATE TRIGGER stock_never_negative BEFORE UPDATE OF quantity ON stock
WHEN NEW.quantity < 0
BEGIN
  SELECT RAISE(ABORT, 'stock insuficiente');
END;
