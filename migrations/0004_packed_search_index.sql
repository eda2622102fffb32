-- Facets, prices and listing orders move into the packed index the Worker keeps in memory
-- (docs/decisions/016-facets-in-the-isolate.md). D1 keeps the full text, and search_docs what
-- SQL needs to order a term's first page and suggested products (stock, orders).

DROP TABLE search_scopes;
DROP TABLE search_facets;
DROP TABLE search_facet_values;

DROP INDEX search_docs_by_orders;
DROP INDEX search_docs_by_price;
DROP INDEX search_docs_by_price_asc;
DROP INDEX search_docs_by_name;
DROP INDEX search_docs_by_name_desc;
DROP INDEX search_docs_by_release;
DROP INDEX search_docs_by_discount;
ALTER TABLE search_docs DROP COLUMN price_cents;
ALTER TABLE search_docs DROP COLUMN list_price_cents;
ALTER TABLE search_docs DROP COLUMN discount;
ALTER TABLE search_docs DROP COLUMN release_date;
ALTER TABLE search_docs DROP COLUMN name_key;
ALTER TABLE search_docs DROP COLUMN delivery_zones;

-- The packed index (app/domain/search/packed-index.ts) as base64 text in chunks under 2 MB:
-- 'header' (JSON: build, size, facet names), 'core' (ids, prices, delivery zones, stock, facets), one part per
-- listing order.
CREATE TABLE search_packed (
  part  TEXT NOT NULL,
  chunk INTEGER NOT NULL,
  data  TEXT NOT NULL,
  PRIMARY KEY (part, chunk)
) WITHOUT ROWID;
