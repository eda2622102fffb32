-- Signed-in sessions live on the server so they can be ended (decision 056): logout, a password
-- change and 'Cerrar todas las sesiones' end rows here; the signed cookie only names its row.
-- The per-user session_version it replaces could end sessions only all at once.

CREATE TABLE account_sessions (
  id         TEXT PRIMARY KEY,                         -- random UUID; the cookie's sessionId
  user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,                          -- unix seconds
  expires_at INTEGER NOT NULL,                          -- the absolute end, also in the signed cookie
  ended_at   INTEGER                                    -- set by logout, password change, 'cerrar todas'
);
CREATE INDEX account_sessions_by_user ON account_sessions (user_id);

ALTER TABLE users DROP COLUMN session_version;
