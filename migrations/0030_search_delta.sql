-- The search index follows the catalogue without a full rebuild (decision 131): the entries of
-- products changed since the packed base was built, which every isolate lays over the base it loaded.
-- entry is the product's index entry as JSON, NULL when it is no longer listable (hidden, a gift,
-- deleted). seq orders the writes: an isolate reads only the rows newer than what it holds.
CREATE TABLE search_delta (
  product_id INTEGER PRIMARY KEY,
  entry      TEXT,
  seq        INTEGER NOT NULL
);
CREATE INDEX search_delta_by_seq ON search_delta (seq);

-- Moves with every delta write and every new base: an isolate that sees the catalogue version move
-- reads this one row, and the delta only when it moved.
CREATE TABLE search_delta_seq (
  id  INTEGER PRIMARY KEY CHECK (id = 1),
  seq INTEGER NOT NULL
);
INSERT INTO search_delta_seq (id, seq) VALUES (1, 0);

-- One fold per base: a second fold of the same base (two at once) fails as a whole.
CREATE TABLE search_folds (
  base_build TEXT PRIMARY KEY
) WITHOUT ROWID;

-- The base gains a 'keys' part (listing orders' sort keys and each product's text hash), which a
-- delta needs: the index is emptied, and `npm run seed` indexes the same catalogue again.
DELETE FROM search_packed;
DELETE FROM search_terms;
