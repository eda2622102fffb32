-- Paying orders online through Mercado Pago Checkout Pro (decision 113). The order keeps its payment
-- state (domain/payments/payment-state.ts), derived from the payments Mercado Pago's API reports;
-- every change of it is a line of its history, with where the news came from.

-- 'pending' until a payment says otherwise; a bank transfer or a payment at the store stays 'pending'
-- until someone at the store records it.
ALTER TABLE orders ADD COLUMN payment_state TEXT NOT NULL DEFAULT 'pending';
-- Mercado Pago only: the end of the payment window (config:checkout), the preference the shopper
-- pays on and its hosted page, and the most cuotas the cart's instalment plans allow.
ALTER TABLE orders ADD COLUMN payment_due_at TEXT;
ALTER TABLE orders ADD COLUMN preference_id TEXT;
ALTER TABLE orders ADD COLUMN checkout_url TEXT;
ALTER TABLE orders ADD COLUMN max_instalments INTEGER;
-- The order form's attempt (a token each rendering of the form carries): a second submit of the same
-- form — a double click without JavaScript — finds the order the first one placed.
ALTER TABLE orders ADD COLUMN attempt_id TEXT;
CREATE UNIQUE INDEX orders_attempt ON orders(attempt_id) WHERE attempt_id IS NOT NULL;
-- When an unpaid order was cancelled at the end of its window and gave its stock back.
ALTER TABLE orders ADD COLUMN cancelled_at TEXT;

-- The cron re-reads every order still awaiting an online payment (reconciliation).
CREATE INDEX orders_awaiting_payment ON orders(payment_due_at)
  WHERE payment_method = 'mercadopago' AND status != 'cancelado' AND payment_state IN ('pending', 'in_process', 'rejected');

-- Each Mercado Pago payment of an order, as its API last reported it. `reported_at` is the payment's
-- own date_last_updated: a read older than the one kept never overwrites it, so notifications that
-- arrive twice or out of order converge on the newest.
CREATE TABLE order_payments (
  payment_id     TEXT PRIMARY KEY,
  order_id       TEXT NOT NULL REFERENCES orders(id),
  status         TEXT NOT NULL,
  status_detail  TEXT,
  amount_cents   INTEGER NOT NULL,
  refunded_cents INTEGER NOT NULL DEFAULT 0,
  instalments    INTEGER,
  method         TEXT,
  method_type    TEXT,
  reported_at    TEXT NOT NULL,
  read_at        TEXT NOT NULL
);
CREATE INDEX order_payments_order ON order_payments(order_id);

-- The order's payment state over time: one line per change, never edited.
CREATE TABLE order_payment_history (
  order_id      TEXT NOT NULL REFERENCES orders(id),
  at            TEXT NOT NULL,
  state         TEXT NOT NULL,
  payment_id    TEXT,
  status_detail TEXT,
  source        TEXT NOT NULL   -- 'pedido' | 'retorno' | 'notificación' | 'conciliación' | 'devolución' | 'vencimiento'
);
CREATE INDEX order_payment_history_order ON order_payment_history(order_id, at);

-- Refunds asked of Mercado Pago, by the idempotency key the caller chose: the same key never refunds twice.
CREATE TABLE payment_refunds (
  idempotency_key TEXT PRIMARY KEY,
  order_id        TEXT NOT NULL REFERENCES orders(id),
  payment_id      TEXT NOT NULL,
  amount_cents    INTEGER NOT NULL,
  refund_id       TEXT,
  created_at      TEXT NOT NULL
);
