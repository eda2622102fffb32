-- The search index (docs/decisions/011): derived from the catalogue by the seed, read by
-- app/stores/search.server.ts. Text is normalised by app/domain/search/ before it gets here,
-- so FTS5 only splits on spaces and both sides of a match went through the same rules.

-- One row per listable product, with what sorts and range filters need.
CREATE TABLE search_docs (
  product_id       INTEGER PRIMARY KEY REFERENCES products(id),
  in_stock         INTEGER NOT NULL,
  price_cents      INTEGER NOT NULL,     -- the card's SKU: cheapest in stock, else the first
  list_price_cents INTEGER NOT NULL,
  discount         INTEGER NOT NULL,     -- highest whole % off among in-stock SKUs
  orders_count     INTEGER NOT NULL,
  release_date     TEXT NOT NULL,
  name_key         TEXT NOT NULL,        -- folded brand-less name, for name_asc / name_desc
  delivery_zones   INTEGER NOT NULL
);
-- One index per sort, in stock first, so a browse page walks an index instead of sorting
-- (SQLite reads an index backwards for the all-descending orders).
CREATE INDEX search_docs_by_orders ON search_docs(in_stock, orders_count, product_id);
CREATE INDEX search_docs_by_price ON search_docs(in_stock, price_cents, product_id);
CREATE INDEX search_docs_by_price_asc ON search_docs(in_stock DESC, price_cents, product_id);
CREATE INDEX search_docs_by_name ON search_docs(in_stock DESC, name_key, product_id);
CREATE INDEX search_docs_by_name_desc ON search_docs(in_stock, name_key, product_id);
CREATE INDEX search_docs_by_release ON search_docs(in_stock, release_date, product_id);
CREATE INDEX search_docs_by_discount ON search_docs(in_stock, discount, product_id);

-- Facet membership: (key, value) pairs per product, e.g. ('brand', 'dior'), ('category-2', 'femeninas').
CREATE TABLE search_facets (
  key        TEXT NOT NULL,
  value      TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  PRIMARY KEY (key, value, product_id)
) WITHOUT ROWID;
CREATE INDEX search_facets_product ON search_facets(product_id, key, value);

-- Display labels and order of facet values.
CREATE TABLE search_facet_values (
  key      TEXT NOT NULL,
  value    TEXT NOT NULL,
  label    TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (key, value)
) WITHOUT ROWID;

-- Normalised text by field; bm25 weights favour brand, line and name over the description.
CREATE VIRTUAL TABLE search_text USING fts5(
  brand, line, name, attributes, body,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4',
  content = '',
  contentless_delete = 1
);

-- Vocabulary of indexed terms (typo correction) with their document frequency.
CREATE TABLE search_terms (
  term TEXT PRIMARY KEY,
  df   INTEGER NOT NULL
) WITHOUT ROWID;

-- Suggestion phrases (brands, lines, categories), one row per word start, by popularity.
CREATE TABLE search_suggestions (
  prefix_key TEXT NOT NULL,              -- normalised phrase from one of its words on
  phrase     TEXT NOT NULL,              -- as shown, e.g. 'Sauvage'
  popularity INTEGER NOT NULL,
  PRIMARY KEY (prefix_key, phrase)
) WITHOUT ROWID;

-- Browse scopes (app/domain/search/scopes.ts): the listing pages' totals, price range and facet
-- counts, computed when indexing.
CREATE TABLE search_scopes (
  scope  TEXT PRIMARY KEY,               -- e.g. 'category-1=fragancias&category-2=femeninas'
  total  INTEGER NOT NULL,
  low    INTEGER NOT NULL,               -- price range of the card prices, centavos
  high   INTEGER NOT NULL,
  facets TEXT NOT NULL                   -- JSON [[key, value, quantity], …]
) WITHOUT ROWID;

-- Category words (names and synonyms.ts), for queries that name a category (category-intent.ts).
CREATE TABLE search_category_terms (
  term       TEXT NOT NULL,
  department TEXT NOT NULL,              -- category-1 slug
  category   TEXT NOT NULL DEFAULT '',   -- category-2 slug, '' for the department itself
  PRIMARY KEY (term, department, category)
) WITHOUT ROWID;
