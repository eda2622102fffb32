-- The studio's order list, 'Pedidos' (decision 120): newest first by number, a page at a time by
-- keyset, each filter served by an index (checked with EXPLAIN QUERY PLAN at 100,000 orders, and in
-- tests/integration/order-list.test.ts).

-- A state or a shipping option, then the page: the index hands rows in number order, no sort.
CREATE INDEX orders_by_payment_state ON orders(payment_state, number);
CREATE INDEX orders_by_status ON orders(status, number);
CREATE INDEX orders_by_shipping_option ON orders(shipping_option, number);
-- A date range finds its first and last order here; numbers grow with creation, so the page is
-- then read along a number index.
CREATE INDEX orders_by_created_at ON orders(created_at);
-- Free text: an e-mail (kept lower-cased) or a DNI (digits only), exactly; an order number has its
-- own unique index.
CREATE INDEX orders_by_email ON orders(email);
CREATE INDEX orders_by_document ON orders(document);
-- A name by the start of the first or the last name, its Spanish accents folded as
-- domain/orders/order-list.ts's nameFolds (same letters, same order: the port writes this very
-- expression, which is how SQLite finds the index) and the rest of its case by NOCASE.
CREATE INDEX orders_by_first_name ON orders(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(first_name, 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n') COLLATE NOCASE);
CREATE INDEX orders_by_last_name ON orders(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(last_name, 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n') COLLATE NOCASE);
