-- The studio's order list, 'Pedidos' (docs/decisions/120): newest first by number, a page at a time
-- by keyset, each filter served by an index (checked with EXPLAIN QUERY PLAN at 100,000 orders).

-- A state or a shipping option, then the page: the index hands rows in number order, no sort.
CREATE INDEX orders_by_payment_state ON orders(payment_state, number);
CREATE INDEX orders_by_status ON orders(status, number);
CREATE INDEX orders_by_shipping_option ON orders(shipping_option, number);
-- A date range finds its first and last order here; numbers grow with creation, so the page is
-- then read by number.
CREATE INDEX orders_by_created_at ON orders(created_at);
-- Free text: an e-mail (kept lower-cased) or a DNI (digits only) exactly; an order number has its
-- own unique index; a name by prefix of the first or the last name, ASCII case folded.
CREATE INDEX orders_by_email ON orders(email);
CREATE INDEX orders_by_document ON orders(document);
CREATE INDEX orders_by_first_name ON orders(first_name COLLATE NOCASE);
CREATE INDEX orders_by_last_name ON orders(last_name COLLATE NOCASE);
