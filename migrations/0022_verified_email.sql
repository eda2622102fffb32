-- Verified e-mail (decision 117): an account proves it reads its address by following a link sent
-- there; from then on the guest orders placed with that address are the account's.

-- When the address was last proved; null until then. An unverified account claims no order.
ALTER TABLE users ADD COLUMN email_verified_at TEXT;

-- The links sent. Only the token's SHA-256 is kept, so a copy of the table opens no account's orders;
-- a link is good for 48 hours and once.
CREATE TABLE email_verifications (
  token_hash TEXT PRIMARY KEY,                      -- hex SHA-256 of the link's token
  user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email      TEXT NOT NULL,                         -- the address it was sent to, lower-cased
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at    TEXT
);
CREATE INDEX email_verifications_user ON email_verifications (user_id);

-- Guest orders by their address: the claim at verification and /seguimiento's lookup read it.
CREATE INDEX orders_guest_email ON orders (lower(email)) WHERE user_id IS NULL;
