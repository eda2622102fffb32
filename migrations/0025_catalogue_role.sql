-- Catalogue operations (decision 127): 'catalogo' joins the roles — the people who run prices,
-- stock, price lists and products. SQLite cannot change a CHECK, so the table is rebuilt as in
-- 0018; dropping the old one ends every studio session (ON DELETE CASCADE): staff sign in again once.
CREATE TABLE staff_with_catalogue (
  id            TEXT PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name          TEXT NOT NULL,
  role          TEXT NOT NULL CHECK (role IN ('editor', 'publicador', 'operaciones', 'catalogo', 'admin')),
  password_hash TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  disabled_at   INTEGER
);
INSERT INTO staff_with_catalogue SELECT id, email, name, role, password_hash, created_at, disabled_at FROM staff;
DROP TABLE staff;
ALTER TABLE staff_with_catalogue RENAME TO staff;
