-- Term postings move into the packed index the Worker keeps in memory
-- (docs/decisions/030-term-postings-in-the-isolate.md): a term's matches and their relevance no
-- longer come from FTS5, and suggested products no longer need search_docs.

DROP TABLE search_text;
DROP TABLE search_docs;

-- Products that hold the term in their brand, line, name or attributes (what they are called):
-- suggestions complete a prefix only among these terms.
ALTER TABLE search_terms ADD COLUMN named_df INTEGER NOT NULL DEFAULT 0;

-- The index changed shape: empty it, so the seed indexes the same catalogue again.
DELETE FROM search_packed;
DELETE FROM search_terms;
