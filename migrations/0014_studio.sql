-- The content studio (/studio): staff with roles, their short revocable sessions, the audit log,
-- and the publishing state of every KV document (decisions 072–075). KV keeps what shoppers read;
-- D1 keeps who changed it, when, and every version it replaced.

CREATE TABLE staff (
  id            TEXT PRIMARY KEY,                       -- random UUID
  email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name          TEXT NOT NULL,
  role          TEXT NOT NULL CHECK (role IN ('editor', 'publicador', 'admin')),
  password_hash TEXT NOT NULL,                          -- domain/accounts/password.ts format
  created_at    INTEGER NOT NULL,                       -- unix seconds
  disabled_at   INTEGER                                 -- set by an admin: sign-in refused, sessions ended
);

CREATE TABLE staff_sessions (
  id           TEXT PRIMARY KEY,                        -- random UUID, named by the signed studio cookie
  staff_id     TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at   INTEGER NOT NULL,                        -- unix seconds
  expires_at   INTEGER NOT NULL,                        -- absolute end
  last_seen_at INTEGER NOT NULL,                        -- for the idle limit
  ended_at     INTEGER                                  -- sign-out, role change, disable
);
CREATE INDEX staff_sessions_by_staff ON staff_sessions (staff_id);

-- Every studio action, including refused ones and failed sign-ins; the CLI writes as 'cli', the
-- cron trigger as 'programado'. Never personal data beyond the staff e-mail.
CREATE TABLE studio_audit (
  id       INTEGER PRIMARY KEY AUTOINCREMENT,
  at       INTEGER NOT NULL,                            -- unix milliseconds
  actor    TEXT NOT NULL,
  action   TEXT NOT NULL,
  document TEXT,                                        -- the KV key, when the action is about one
  detail   TEXT                                         -- a short Spanish sentence
);
CREATE INDEX studio_audit_by_time ON studio_audit (at);

-- Every published version of every document, the current one included (the highest version).
CREATE TABLE content_versions (
  key          TEXT NOT NULL,
  version      INTEGER NOT NULL,
  value        TEXT NOT NULL,                           -- the exact JSON written to KV
  published_by TEXT NOT NULL,
  published_at INTEGER NOT NULL,                        -- unix milliseconds
  PRIMARY KEY (key, version)
);

-- One working draft per document; shoppers never read it (the preview reads its KV copy).
CREATE TABLE content_drafts (
  key          TEXT PRIMARY KEY,
  value        TEXT NOT NULL,
  base_version INTEGER NOT NULL,                        -- the published version it started from
  revision     INTEGER NOT NULL,                        -- bumped by every save: two editors cannot overwrite each other
  preview_id   TEXT NOT NULL,                           -- the unguessable versionId of its preview
  saved_by     TEXT NOT NULL,
  saved_at     INTEGER NOT NULL                         -- unix milliseconds
);

-- A publish waiting for its minute; the cron trigger carries it out.
CREATE TABLE content_schedules (
  key          TEXT PRIMARY KEY,
  value        TEXT NOT NULL,
  base_version INTEGER NOT NULL,
  publish_at   INTEGER NOT NULL,                        -- unix milliseconds
  scheduled_by TEXT NOT NULL,
  scheduled_at INTEGER NOT NULL
);
CREATE INDEX content_schedules_due ON content_schedules (publish_at);
