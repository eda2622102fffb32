-- Guest orders by their address as compared when a verified account claims them (decision 117):
-- My Account's orders page runs the claim on every visit, and without this index it read every order.
CREATE INDEX orders_guest_by_email ON orders(lower(email)) WHERE user_id IS NULL;
