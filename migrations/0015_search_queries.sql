-- What shoppers search, for ops to tune the search (decision 078): per UTC day and normalised query,
-- how many searches, how many found nothing, the result count last seen, and the results followed
-- from /s. Aggregate counts only: no session, account, address or time of day.
CREATE TABLE search_queries (
  day TEXT NOT NULL,
  query TEXT NOT NULL,
  searches INTEGER NOT NULL DEFAULT 0,
  zero_results INTEGER NOT NULL DEFAULT 0,
  results INTEGER NOT NULL DEFAULT 0,
  clicks INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, query)
) WITHOUT ROWID;
