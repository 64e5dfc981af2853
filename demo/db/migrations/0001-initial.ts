// The reference API's first schema. Never edit a released migration: add the next numbered file.
// Conventions: oids are text chosen by the application; timestamps are timestamptz; documents are jsonb;
// updated_at is set by the statements that change a row (no triggers).
export const sql = /* sql */ `
CREATE TABLE promoters (
  oid text PRIMARY KEY,
  name text NOT NULL,
  verified_domains text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE campaigns (
  oid text PRIMARY KEY,
  uri text NOT NULL UNIQUE,
  url_slug text,
  promoter_oid text NOT NULL REFERENCES promoters (oid),
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX campaigns_promoter_oid_idx ON campaigns (promoter_oid);
CREATE INDEX campaigns_url_slug_idx ON campaigns (url_slug);

CREATE TABLE tours (
  oid text PRIMARY KEY,
  url_slug text NOT NULL UNIQUE,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE accounts (
  oid text PRIMARY KEY,
  email_address text,
  mobile_number text,
  profile jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounts_email_address_idx ON accounts (email_address) WHERE email_address IS NOT NULL;
CREATE INDEX accounts_mobile_number_idx ON accounts (mobile_number) WHERE mobile_number IS NOT NULL;

-- Only a hash of each bearer token is kept, so a leaked table grants no access.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  account_oid text NOT NULL REFERENCES accounts (oid) ON DELETE CASCADE,
  campaign_oid text REFERENCES campaigns (oid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);
CREATE INDEX auth_tokens_account_oid_idx ON auth_tokens (account_oid);

-- One fan per account, email address and mobile number in a campaign (NULLs never collide).
-- total_points is the sum of the fan's action points, kept in the same transaction as actions.
CREATE TABLE fans (
  oid text PRIMARY KEY,
  campaign_oid text NOT NULL REFERENCES campaigns (oid) ON DELETE CASCADE,
  account_oid text REFERENCES accounts (oid) ON DELETE SET NULL,
  email_address text,
  mobile_number text,
  data jsonb NOT NULL DEFAULT '{}',
  total_points integer NOT NULL DEFAULT 0,
  verified_at timestamptz,
  referrer_fan_oid text REFERENCES fans (oid) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT fans_campaign_email_key UNIQUE (campaign_oid, email_address),
  CONSTRAINT fans_campaign_mobile_key UNIQUE (campaign_oid, mobile_number),
  CONSTRAINT fans_campaign_account_key UNIQUE (campaign_oid, account_oid)
);
CREATE INDEX fans_account_oid_idx ON fans (account_oid) WHERE account_oid IS NOT NULL;
CREATE INDEX fans_referrer_fan_oid_idx ON fans (referrer_fan_oid) WHERE referrer_fan_oid IS NOT NULL;
-- Position and percentile: fans ahead of one fan in its campaign (more points, or as many and earlier).
CREATE INDEX fans_ranking_idx ON fans (campaign_oid, total_points DESC, created_at);

-- Campaign short URLs (fan_oid NULL, e.g. /demo/) and fans' referral links (one per fan and channel).
CREATE TABLE short_urls (
  slug text PRIMARY KEY,
  campaign_oid text NOT NULL REFERENCES campaigns (oid) ON DELETE CASCADE,
  fan_oid text REFERENCES fans (oid) ON DELETE CASCADE,
  channel text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX short_urls_campaign_oid_idx ON short_urls (campaign_oid);
CREATE UNIQUE INDEX short_urls_fan_channel_key ON short_urls (fan_oid, coalesce(channel, ''))
  WHERE fan_oid IS NOT NULL;

-- Append-only and written on every page load: no foreign keys to check.
CREATE TABLE page_views (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  page_name text NOT NULL,
  campaign_oid text,
  tour_oid text,
  fan_oid text,
  version integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT page_views_subject_check CHECK (campaign_oid IS NOT NULL OR tour_oid IS NOT NULL)
);
CREATE INDEX page_views_campaign_idx ON page_views (campaign_oid, page_name) WHERE campaign_oid IS NOT NULL;
CREATE INDEX page_views_tour_idx ON page_views (tour_oid, page_name) WHERE tour_oid IS NOT NULL;

CREATE TABLE verification_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  fan_oid text NOT NULL REFERENCES fans (oid) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  address text,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_fan_idx ON verification_codes (fan_oid, channel, created_at DESC);

-- completedActions: one row per (fan, type, channel, target), so a repeated action is an upsert.
CREATE TABLE actions (
  fan_oid text NOT NULL REFERENCES fans (oid) ON DELETE CASCADE,
  type text NOT NULL,
  channel text NOT NULL,
  target text NOT NULL,
  validated boolean NOT NULL DEFAULT false,
  points integer NOT NULL DEFAULT 0,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (fan_oid, type, channel, target)
);

-- Fixed-window counters shared by every server process (cooldowns, attempt and resend limits):
-- INSERT ... ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1 RETURNING count.
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_expires_at_idx ON rate_limits (expires_at);

-- A session link (magic link) creates a row; the first verify-session claims it for a client id, and
-- a newer claimed session expires the fan's others (one viewer per account at a time).
CREATE TABLE stream_sessions (
  token_hash text PRIMARY KEY,
  fan_oid text NOT NULL REFERENCES fans (oid) ON DELETE CASCADE,
  client_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz,
  expired_at timestamptz
);
CREATE INDEX stream_sessions_active_idx ON stream_sessions (fan_oid) WHERE expired_at IS NULL;

-- amount in minor units. gateway: 'test' (local demo gateway) or 'stripe'.
CREATE TABLE payment_intents (
  oid text PRIMARY KEY,
  fan_oid text NOT NULL REFERENCES fans (oid) ON DELETE CASCADE,
  campaign_oid text NOT NULL REFERENCES campaigns (oid) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  status text NOT NULL,
  gateway text NOT NULL,
  gateway_id text,
  client_secret_hash text,
  idempotency_key text UNIQUE,
  cart jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payment_intents_gateway_id_key UNIQUE (gateway, gateway_id)
);
CREATE INDEX payment_intents_fan_idx ON payment_intents (fan_oid, created_at DESC);

-- Every email and text message the server sends in demo mode (GET /__dev/outbox).
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  kind text NOT NULL CHECK (kind IN ('verification-code', 'magic-link', 'receipt', 'other')),
  code text,
  link text,
  subject text,
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_to_address_idx ON outbox (to_address, sent_at DESC, id DESC);

CREATE TABLE exit_intents (
  oid text PRIMARY KEY,
  campaign_oid text NOT NULL REFERENCES campaigns (oid) ON DELETE CASCADE,
  fan_oid text REFERENCES fans (oid) ON DELETE SET NULL,
  intent jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exit_intents_campaign_idx ON exit_intents (campaign_oid, created_at DESC);
CREATE INDEX exit_intents_fan_idx ON exit_intents (fan_oid) WHERE fan_oid IS NOT NULL;
`;
