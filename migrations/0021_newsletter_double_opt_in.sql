-- The newsletter's double opt-in (decision 116): a sign-up is pending until the address confirms it
-- from the e-mail it gets. `token_hash`: SHA-256 of the link's token (the token itself is only in the
-- e-mail); `requested_at`: when the last confirmation e-mail was asked for, so the form cannot flood
-- an address with them; `confirmed_at`: null while pending.
ALTER TABLE newsletter_subscriptions ADD COLUMN token_hash TEXT;
ALTER TABLE newsletter_subscriptions ADD COLUMN requested_at TEXT;
ALTER TABLE newsletter_subscriptions ADD COLUMN confirmed_at TEXT;
-- Sign-ups from before double opt-in were taken as final then: they stay subscribed.
UPDATE newsletter_subscriptions SET confirmed_at = created_at;
CREATE UNIQUE INDEX newsletter_subscriptions_token ON newsletter_subscriptions(token_hash) WHERE token_hash IS NOT NULL;
