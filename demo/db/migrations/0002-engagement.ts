// Issue 3: what the full API needs beyond 0001. Never edit a released migration: add the next number.
export const sql = /* sql */ `
-- Referral credit (engagement §3 referees): set once, when this fan's registration is verified, with the
-- points it earned the referrer, so later changes to the campaign's referral points do not rewrite history.
ALTER TABLE fans ADD COLUMN referral_points integer NOT NULL DEFAULT 0;
ALTER TABLE fans ADD COLUMN referral_credited_at timestamptz;
CREATE INDEX fans_referees_idx ON fans (referrer_fan_oid, created_at) WHERE referral_credited_at IS NOT NULL;
-- Position and percentile count registered (verified) fans only.
CREATE INDEX fans_verified_ranking_idx ON fans (campaign_oid, total_points DESC, created_at, oid)
  WHERE verified_at IS NOT NULL;

-- Login links expire; every client id that claimed a session is remembered so that a displaced viewer
-- cannot take the stream back (engagement §4: one person per account at a time, the newest wins).
ALTER TABLE stream_sessions ADD COLUMN expires_at timestamptz NOT NULL DEFAULT now() + interval '7 days';
CREATE TABLE stream_session_clients (
  token_hash text NOT NULL REFERENCES stream_sessions (token_hash) ON DELETE CASCADE,
  client_id text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (token_hash, client_id)
);

-- The local test gateway of CONTRACT.md behaves like an external card processor: its own table, reached
-- only through the PaymentGateway interface (demo/server/payments/test-gateway.ts).
CREATE TABLE test_gateway_intents (
  id text PRIMARY KEY,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  status text NOT NULL,
  client_secret_hash text NOT NULL UNIQUE,
  metadata jsonb NOT NULL DEFAULT '{}',
  last_error text,
  card_last4 text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX payment_intents_fan_campaign_idx ON payment_intents (fan_oid, campaign_oid, created_at DESC);
CREATE INDEX verification_codes_active_idx ON verification_codes (fan_oid, channel) WHERE used_at IS NULL;
`;
