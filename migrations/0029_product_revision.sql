-- The studio's product pages (decision 130): every save names the revision the page showed, so two
-- people editing one product never both land; who saved last shows on the page.
ALTER TABLE products ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
ALTER TABLE products ADD COLUMN updated_by TEXT;
