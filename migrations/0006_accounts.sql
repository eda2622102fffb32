-- Accounts, wishlist and B2B organisations (issue 5; spec storefront-shell §2.10, §2.11, §3.1, §6;
-- products-and-buying §3 "Wishlist item", §6, §7 "Wishlist").

CREATE TABLE users (
  id              TEXT PRIMARY KEY,                    -- random UUID; the session's userId
  email           TEXT NOT NULL UNIQUE,                -- lower-cased
  given_name      TEXT NOT NULL DEFAULT '',
  family_name     TEXT NOT NULL DEFAULT '',
  phone           TEXT,
  document        TEXT,                                -- DNI
  image_url       TEXT,
  password_hash   TEXT NOT NULL,                       -- 'pbkdf2-sha256${iterations}${salt}${hash}' (decision 017)
  session_version INTEGER NOT NULL DEFAULT 1,          -- bumped on password change: other sessions end
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL
);

-- Logged-in wishlists; guests keep theirs in a signed cookie (decision 018).
CREATE TABLE wishlist_items (
  user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, product_id)
) WITHOUT ROWID;

CREATE TABLE organizations (
  id   TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE org_units (
  id              TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name            TEXT NOT NULL
);

CREATE TABLE contracts (
  id              TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name            TEXT NOT NULL,
  image_url       TEXT
);

-- One membership per person (the session's b2b data, spec storefront-shell §3.1).
CREATE TABLE org_members (
  user_id           TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  unit_id           TEXT NOT NULL REFERENCES org_units (id) ON DELETE CASCADE,
  contract_id       TEXT NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  is_representative INTEGER NOT NULL DEFAULT 0 CHECK (is_representative IN (0, 1)),
  is_manager        INTEGER NOT NULL DEFAULT 0 CHECK (is_manager IN (0, 1))
);
CREATE INDEX org_members_by_unit ON org_members (unit_id);
