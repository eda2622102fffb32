-- Price and stock imports (decision 128). A file is checked first (the dry run): its rows that change
-- something are stored here, so the confirm form names the import and its revision and never sends
-- the file again. Applying is one D1 batch — one transaction — that moves every staged row, writes
-- the audit line, moves the catalogue version once and marks the import applied: it lands whole or
-- not at all.
CREATE TABLE catalogue_imports (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  revision      INTEGER NOT NULL DEFAULT 0,
  -- 'checked': dry run passed, waiting to be confirmed; 'writing': only inside the applying batch
  -- (no one outside that transaction ever reads it); 'applied'; 'discarded' (never confirmed, or
  -- a newer import applied since its dry run).
  state         TEXT NOT NULL CHECK (state IN ('checked', 'writing', 'applied', 'discarded')),
  file_name     TEXT NOT NULL,
  checked_by    TEXT NOT NULL,
  checked_at    INTEGER NOT NULL,            -- unix ms
  -- How many imports had been applied when this one was checked: it applies only if none since.
  after_applied INTEGER NOT NULL,
  applied_order INTEGER UNIQUE,              -- 1, 2, 3 … in the order imports were applied
  applied_by    TEXT,
  applied_at    INTEGER,
  rows_read     INTEGER NOT NULL,
  rows_changed  INTEGER NOT NULL,
  needs_confirmation INTEGER NOT NULL,       -- big changes (decision 128): the confirm needs its checkbox
  summary       TEXT NOT NULL,               -- JSON: counts, largest changes, SKUs not found
  product_ids   TEXT NOT NULL,               -- JSON: the products the import changes (for the search index)
  last_error    TEXT,                        -- the last failed attempt to apply; nothing of it landed
  statements    INTEGER                      -- D1 statements the apply took
);
-- Belt and braces: two batches never write at once (D1 runs one transaction at a time anyway).
CREATE UNIQUE INDEX catalogue_imports_one_writing ON catalogue_imports (state) WHERE state = 'writing';
CREATE INDEX catalogue_imports_by_check ON catalogue_imports (checked_at);

-- The rows that change something, in chunks of JSON arrays [sku_id, price_cents, list_price_cents,
-- stock, product_id] (null = unchanged): applying reads them in SQL with json_each, so a chunk of
-- thousands of rows is one statement with two bound parameters (D1: 100 parameters a statement).
CREATE TABLE catalogue_import_rows (
  import_id INTEGER NOT NULL REFERENCES catalogue_imports (id),
  chunk     INTEGER NOT NULL,
  rows      TEXT NOT NULL,
  PRIMARY KEY (import_id, chunk)
);

-- A row may name its SKU by EAN.
CREATE INDEX skus_ean ON skus (ean);

-- Migration 0016's triggers move the catalogue version once per changed row; inside an import's
-- batch they stay quiet and the batch moves it once at its end (decision 128).
DROP TRIGGER price_inserted;
DROP TRIGGER price_changed;
DROP TRIGGER stock_inserted;
DROP TRIGGER availability_changed;

CREATE TRIGGER price_inserted AFTER INSERT ON prices
  WHEN NOT EXISTS (SELECT 1 FROM catalogue_imports WHERE state = 'writing') BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
CREATE TRIGGER price_changed AFTER UPDATE ON prices
  WHEN (OLD.price_cents IS NOT NEW.price_cents OR OLD.list_price_cents IS NOT NEW.list_price_cents)
   AND NOT EXISTS (SELECT 1 FROM catalogue_imports WHERE state = 'writing') BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
CREATE TRIGGER stock_inserted AFTER INSERT ON stock
  WHEN NOT EXISTS (SELECT 1 FROM catalogue_imports WHERE state = 'writing') BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
CREATE TRIGGER availability_changed AFTER UPDATE ON stock
  WHEN (OLD.quantity > 0) IS NOT (NEW.quantity > 0)
   AND NOT EXISTS (SELECT 1 FROM catalogue_imports WHERE state = 'writing') BEGIN
  UPDATE store_versions SET version = version + 1, changed_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
   WHERE name = 'catalogue';
END;
