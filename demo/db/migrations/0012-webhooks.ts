// Issue 19 (signed webhooks). Deliveries ride the transactional outbox of issue 17: a 'webhook' row of
// message_queue per delivery, claimed and retried by the same worker. Never edit a released migration.
export const sql = /* sql */ `
CREATE TABLE webhook_endpoints (
  id text PRIMARY KEY,
  promoter_oid text NOT NULL REFERENCES promoters (oid) ON DELETE CASCADE,
  url text NOT NULL,
  events text[] NOT NULL,
  -- The HMAC key the deliveries are signed with: kept readable, since the server signs with it.
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX webhook_endpoints_promoter_idx ON webhook_endpoints (promoter_oid) WHERE deleted_at IS NULL;

-- One event sent to one endpoint. message_id is its current queue row (a resend points it at a new one);
-- the payload stays here, since the queue clears a message's body once it is sent or parked.
CREATE TABLE webhook_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  endpoint_id text NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_id text NOT NULL,
  event_type text NOT NULL,
  payload text NOT NULL,
  message_id bigint REFERENCES message_queue (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id DESC);

ALTER TABLE message_queue DROP CONSTRAINT message_queue_channel_check;
ALTER TABLE message_queue ADD CONSTRAINT message_queue_channel_check
  CHECK (channel IN ('email', 'sms', 'webhook'));
ALTER TABLE message_queue DROP CONSTRAINT message_queue_kind_check;
ALTER TABLE message_queue ADD CONSTRAINT message_queue_kind_check
  CHECK (kind IN ('verification-code', 'magic-link', 'receipt', 'other', 'webhook'));
`;
