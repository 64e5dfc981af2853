// Issue 17 (delivery): the transactional outbox. A message is written in the transaction that issues its
// code, link or receipt; a worker in any process claims it (FOR UPDATE SKIP LOCKED, under a lease),
// delivers it and records each attempt. Never edit a released migration: add the next number.
export const sql = /* sql */ `
CREATE TABLE message_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  kind text NOT NULL CHECK (kind IN ('verification-code', 'magic-link', 'receipt', 'other')),
  to_address text NOT NULL,
  campaign_oid text,
  language text,
  -- The message itself: cleared once it is sent or parked (it holds codes and links).
  subject text,
  body text,
  html text,
  headers jsonb,
  code text,
  link text,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'parked')),
  attempts integer NOT NULL DEFAULT 0,
  -- When the message may next be claimed: a retry's time, or the end of a worker's lease on it.
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- The claim of the worker delivering it now (null when none): only that worker may record the outcome.
  claim text,
  provider_id text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  CHECK (status <> 'queued' OR body IS NOT NULL)
);
CREATE INDEX message_queue_due_idx ON message_queue (next_attempt_at, id) WHERE status = 'queued';
CREATE INDEX message_queue_to_idx ON message_queue (to_address, created_at DESC);

-- One row per delivery attempt; the error text never holds the message's code, link or body.
CREATE TABLE message_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message_id bigint NOT NULL REFERENCES message_queue (id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now(),
  outcome text NOT NULL CHECK (outcome IN ('sent', 'failed', 'parked', 'abandoned')),
  error text
);
CREATE INDEX message_attempts_message_idx ON message_attempts (message_id, id);
`;
