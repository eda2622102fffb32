-- The order desk (decision 115): the people who run orders ('operaciones'), each order's fulfilment
-- state and its timeline, and the e-mail outbox every change that tells the shopper writes to.

-- 'operaciones' joins the roles. SQLite cannot change a CHECK, so the table is rebuilt; dropping the
-- old one ends every studio session (ON DELETE CASCADE): staff sign in again once.
CREATE TABLE staff_with_operations (
  id            TEXT PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name          TEXT NOT NULL,
  role          TEXT NOT NULL CHECK (role IN ('editor', 'publicador', 'operaciones', 'admin')),
  password_hash TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  disabled_at   INTEGER
);
INSERT INTO staff_with_operations SELECT id, email, name, role, password_hash, created_at, disabled_at FROM staff;
DROP TABLE staff;
ALTER TABLE staff_with_operations RENAME TO staff;

-- The order's fulfilment state (domain/orders/order-status.ts) is `status`: 'recibido' until the
-- desk moves it. `revision` is bumped by every desk action: an action names the revision it was
-- taken on, so two people acting on one order never both succeed.
ALTER TABLE orders ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN carrier TEXT;
ALTER TABLE orders ADD COLUMN tracking_number TEXT;
ALTER TABLE orders ADD COLUMN shipped_at TEXT;
ALTER TABLE orders ADD COLUMN delivered_at TEXT;

-- Every change of an order, with who and when: placed, payment news, each desk action, refunds,
-- e-mails sent. Never edited. `actor` is the staff e-mail, 'cliente', 'mercado pago' or 'programado'.
CREATE TABLE order_events (
  id       INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL REFERENCES orders(id),
  at       TEXT NOT NULL,                  -- ISO 8601
  actor    TEXT NOT NULL,
  action   TEXT NOT NULL,                  -- an OrderAction, or 'pedido', 'pago', 'correo'
  status   TEXT,                           -- the fulfilment state after it
  detail   TEXT                            -- a short Spanish sentence: carrier and tracking, amount, reason
);
CREATE INDEX order_events_order ON order_events(order_id, id);

-- E-mail to send (decision 116). Written in the same batch as the change it tells of, delivered by
-- the cron with retries; `key` makes writing the same message twice write it once.
CREATE TABLE email_outbox (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  key           TEXT NOT NULL UNIQUE,      -- e.g. 'shipped:{orderId}:{revision}'
  kind          TEXT NOT NULL,             -- domain/mail/messages.ts
  recipient     TEXT NOT NULL,
  data          TEXT NOT NULL,             -- JSON: what the message needs, never card data
  created_at    TEXT NOT NULL,
  attempts      INTEGER NOT NULL DEFAULT 0,
  next_try_at   TEXT NOT NULL,
  sent_at       TEXT,
  provider_id   TEXT,                      -- the provider's id of the sent message
  last_error    TEXT
);
CREATE INDEX email_outbox_due ON email_outbox(next_try_at) WHERE sent_at IS NULL;

-- Arrepentimientos in the desk's queue. `order_id` is the order the request names, found by its number
-- and e-mail when filed; null flags a request naming no known order (accepted all the same: the law
-- wants no obstacle). `status`: 'recibida' | 'en-curso' | 'reembolsada' | 'rechazada'.
ALTER TABLE withdrawal_requests ADD COLUMN order_id TEXT REFERENCES orders(id);
ALTER TABLE withdrawal_requests ADD COLUMN resolved_at TEXT;
ALTER TABLE withdrawal_requests ADD COLUMN resolved_by TEXT;   -- the staff e-mail
ALTER TABLE withdrawal_requests ADD COLUMN refusal TEXT;       -- why it was refused, in Spanish
ALTER TABLE withdrawal_requests ADD COLUMN refunded_cents INTEGER;
CREATE INDEX withdrawal_requests_status ON withdrawal_requests(status, created_at);
