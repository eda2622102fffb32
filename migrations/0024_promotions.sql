-- Promotions the bag applies (decision 122): automatic ones, coupon codes, and what each order got.
-- Money in centavos, always whole pesos. Instants are ISO 8601 in UTC ('2026-12-01T03:00:00.000Z');
-- the studio reads and writes them as Buenos Aires minutes.
CREATE TABLE promotions (
  id             TEXT PRIMARY KEY,             -- a slug: 'dos-por-uno-fragancias'
  name           TEXT NOT NULL,                -- as the bag and the order show it: '2x1 en fragancias'
  badge          TEXT,                         -- the cucarda on cards and the PDP: '2x1'
  kind           TEXT NOT NULL CHECK (kind IN ('percent-off', 'amount-off', 'buy-n-pay-m', 'nth-unit-percent', 'free-shipping', 'gift')),
  percent        INTEGER CHECK (percent IS NULL OR percent BETWEEN 1 AND 100),
  amount_cents   INTEGER CHECK (amount_cents IS NULL OR amount_cents > 0),
  buy            INTEGER CHECK (buy IS NULL OR buy >= 2),
  pay            INTEGER CHECK (pay IS NULL OR pay >= 1),
  nth            INTEGER CHECK (nth IS NULL OR nth >= 2),
  gift_sku_id    INTEGER,
  -- JSON {"categories": [paths], "brands": [ids], "collections": [ids], "skus": [ids]}: each list given must match.
  scope          TEXT NOT NULL DEFAULT '{}',
  minimum_cents  INTEGER NOT NULL DEFAULT 0 CHECK (minimum_cents >= 0),
  starts_at      TEXT NOT NULL,
  ends_at        TEXT,                         -- exclusive; NULL runs until ended
  priority       INTEGER NOT NULL DEFAULT 0,
  stacks         INTEGER NOT NULL DEFAULT 0,
  first_purchase INTEGER NOT NULL DEFAULT 0,
  needs_coupon   INTEGER NOT NULL DEFAULT 0,
  paused         INTEGER NOT NULL DEFAULT 0,
  revision       INTEGER NOT NULL DEFAULT 1,   -- bumped by every edit: two editors never both land
  created_at     TEXT NOT NULL,
  updated_at     TEXT NOT NULL,
  updated_by     TEXT,                         -- staff e-mail
  CHECK (ends_at IS NULL OR ends_at > starts_at),
  CHECK (kind != 'percent-off' OR percent IS NOT NULL),
  CHECK (kind != 'amount-off' OR amount_cents IS NOT NULL),
  CHECK (kind != 'buy-n-pay-m' OR (buy IS NOT NULL AND pay IS NOT NULL AND pay < buy)),
  CHECK (kind != 'nth-unit-percent' OR (nth IS NOT NULL AND percent IS NOT NULL)),
  CHECK (kind != 'gift' OR gift_sku_id IS NOT NULL)
);

-- Codes are stored normalised (domain/promotions/coupon.ts): upper case, no accents, no spaces.
CREATE TABLE coupons (
  code                 TEXT PRIMARY KEY,
  promotion_id         TEXT NOT NULL REFERENCES promotions(id),
  batch                TEXT,                   -- a generated batch's name, for its CSV
  max_uses             INTEGER CHECK (max_uses IS NULL OR max_uses >= 1),
  max_uses_per_shopper INTEGER CHECK (max_uses_per_shopper IS NULL OR max_uses_per_shopper >= 1),
  uses                 INTEGER NOT NULL DEFAULT 0,
  created_at           TEXT NOT NULL
);
CREATE INDEX coupons_promotion ON coupons(promotion_id, batch);

-- The last use of a coupon goes to one order only: a batch that would pass its limit fails whole.
CREATE TRIGGER coupon_uses_bounded BEFORE UPDATE OF uses ON coupons
WHEN NEW.max_uses IS NOT NULL AND NEW.uses > NEW.max_uses
BEGIN
  SELECT RAISE(ABORT, 'cupón agotado');
END;

CREATE TABLE coupon_redemptions (
  code       TEXT NOT NULL REFERENCES coupons(code),
  order_id   TEXT NOT NULL REFERENCES orders(id),
  shopper    TEXT NOT NULL,                    -- the order's e-mail (lower case)
  created_at TEXT NOT NULL,
  PRIMARY KEY (order_id, code)
);
CREATE INDEX coupon_redemptions_shopper ON coupon_redemptions(code, shopper);

CREATE TRIGGER coupon_per_shopper_bounded BEFORE INSERT ON coupon_redemptions
WHEN (SELECT max_uses_per_shopper FROM coupons WHERE code = NEW.code) IS NOT NULL
 AND (SELECT COUNT(*) FROM coupon_redemptions WHERE code = NEW.code AND shopper = NEW.shopper)
     >= (SELECT max_uses_per_shopper FROM coupons WHERE code = NEW.code)
BEGIN
  SELECT RAISE(ABORT, 'cupón ya usado');
END;

-- What each order got, as it was named when it was placed.
CREATE TABLE order_promotions (
  order_id     TEXT NOT NULL REFERENCES orders(id),
  position     INTEGER NOT NULL,
  promotion_id TEXT NOT NULL,
  name         TEXT NOT NULL,
  coupon       TEXT,
  saved_cents  INTEGER NOT NULL,
  PRIMARY KEY (order_id, position)
);
CREATE INDEX order_promotions_promotion ON order_promotions(promotion_id);

-- A line's price_cents stays the unit price before promotions; discount_cents is what the line
-- (all its units) saved. A promotion's gift is a line of its own, price 0.
ALTER TABLE order_items ADD COLUMN discount_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_items ADD COLUMN gift_of_promotion TEXT;
ALTER TABLE orders ADD COLUMN discount_cents INTEGER NOT NULL DEFAULT 0;

-- Cards and the PDP show promotions: every change to one moves the catalogue version (decision 076).
-- Their start and end minutes move it too, from the per-minute cron (ports/promotions.server.ts).
CREATE TRIGGER promotion_inserted AFTER INSERT ON promotions BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
CREATE TRIGGER promotion_changed AFTER UPDATE ON promotions BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
CREATE TRIGGER promotion_deleted AFTER DELETE ON promotions BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
