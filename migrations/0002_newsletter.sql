CREATE TABLE newsletter_subscriptions (
  email      TEXT PRIMARY KEY,               -- lower-cased
  name       TEXT,
  entity     TEXT NOT NULL CHECK (entity IN ('NV', 'EM')),  -- spec §7: 'EM' for the Event variant
  source     TEXT NOT NULL CHECK (source IN ('footer', 'inline', 'popup')),
  created_at TEXT NOT NULL
);

-- Fixed-window counters for rate-limited public forms (newsletter, login, arrepentimiento).
CREATE TABLE rate_limits (
  bucket       TEXT PRIMARY KEY,             -- '{form}:{client}:{window}'
  hits         INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL              -- epoch seconds
);
