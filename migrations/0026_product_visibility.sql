-- A product ops hide from the studio (decision 127): no page, not in listings, search, feeds or
-- sitemaps, and not bought again; orders that hold it keep it. Like VTEX's 'IsVisible'/'IsActive'.
ALTER TABLE products ADD COLUMN is_visible INTEGER NOT NULL DEFAULT 1;
