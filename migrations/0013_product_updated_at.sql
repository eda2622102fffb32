-- When a product's row was last written (ISO time), for the sitemaps' lastmod: the catalogue import
-- stamps it; NULL means unknown, and the sitemap leaves lastmod out rather than invent one.
ALTER TABLE products ADD COLUMN updated_at TEXT;
