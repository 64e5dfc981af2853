// Issue 15 "The gated stream": a login link is single-use and short-lived, and the session it opens is
// bound to a client id the server issues (only its SHA-256 is kept, in client_id). Never edit a released
// migration: add the next number.
export const sql = /* sql */ `
-- An unopened link lasts minutes (the server always sets expires_at; the default is the safe value).
ALTER TABLE stream_sessions ALTER COLUMN expires_at SET DEFAULT now() + interval '15 minutes';
-- Links sent before this migration lasted 7 days: cut the unopened ones to the new lifetime.
UPDATE stream_sessions SET expires_at = LEAST(expires_at, now() + interval '15 minutes')
  WHERE client_id IS NULL AND expired_at IS NULL;
-- Sessions held by a client id the browser made up are ended: their viewers ask for a new link.
UPDATE stream_sessions SET expired_at = now() WHERE client_id IS NOT NULL AND expired_at IS NULL;
-- A link is claimed once, by one device: the list of client ids that once held it has no use left.
DROP TABLE stream_session_clients;
`;
