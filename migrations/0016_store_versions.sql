-- What the anonymous page cache's keys are made from (decision 076): one counter for the content
-- (every published version, from the studio, the CLI or the upstream refresh) and one for the
-- catalogue as pages show it. Triggers move them, so no writer — the Worker, an import through
-- wrangler, a hand-run UPDATE — can forget to. changed_at (unix ms) is when it last moved.
CREATE TABLE store_versions (
  name       TEXT PRIMARY KEY,
  version    INTEGER NOT NULL DEFAULT 0,
  changed_at INTEGER NOT NULL DEFAULT 0
);
INSERT INTO store_versions (name) VALUES ('content'), ('catalogue');

CREATE TRIGGER content_published AFTER INSERT ON content_versions BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'content';
END;

-- Prices always show. Stock shows as available or not (the quantity itself only reaches the bag,
-- which reads it from D1 at add-to-cart time): an order that leaves a SKU in stock moves nothing,
-- so a busy sale does not empty the cache with every order.
CREATE TRIGGER price_inserted AFTER INSERT ON prices BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
CREATE TRIGGER price_changed AFTER UPDATE ON prices
  WHEN OLD.price_cents IS NOT NEW.price_cents OR OLD.list_price_cents IS NOT NEW.list_price_cents BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
CREATE TRIGGER price_deleted AFTER DELETE ON prices BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
CREATE TRIGGER stock_inserted AFTER INSERT ON stock BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
CREATE TRIGGER availability_changed AFTER UPDATE ON stock
  WHEN (OLD.quantity > 0) IS NOT (NEW.quantity > 0) BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
CREATE TRIGGER stock_deleted AFTER DELETE ON stock BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
CREATE TRIGGER product_inserted AFTER INSERT ON products BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
CREATE TRIGGER product_changed AFTER UPDATE ON products BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
CREATE TRIGGER product_deleted AFTER DELETE ON products BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
CREATE TRIGGER sku_changed AFTER UPDATE ON skus BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
CREATE TRIGGER search_index_changed AFTER INSERT ON search_packed BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
