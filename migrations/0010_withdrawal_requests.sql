-- Purchase-cancellation ('arrepentimiento') requests (spec storefront-shell §2.19, issue 8). Anyone
-- may file one, without an account; the code is shown at once and is what ops and the shopper
-- quote afterwards. Ops list them with `npm run withdrawals`.
CREATE TABLE withdrawal_requests (
  code         TEXT PRIMARY KEY,        -- 'ARR-7K3M9QXD', shown to the shopper
  order_number TEXT NOT NULL,
  email        TEXT NOT NULL,
  name         TEXT NOT NULL,
  document     TEXT NOT NULL,           -- DNI
  reason       TEXT NOT NULL,
  user_id      TEXT,                    -- the session's account when logged in; never from the form
  status       TEXT NOT NULL DEFAULT 'recibida',
  created_at   TEXT NOT NULL
);
CREATE INDEX withdrawal_requests_created ON withdrawal_requests(created_at);
CREATE INDEX withdrawal_requests_order ON withdrawal_requests(order_number);
