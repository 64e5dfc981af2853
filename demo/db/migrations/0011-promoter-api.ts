// Issue 19 (the promoter API). Never edit a released migration: add the next number.
export const sql = /* sql */ `
-- Promoter API keys: only the SHA-256 of each key is kept (the keys are 32 random bytes, so a plain hash
-- is enough); several per promoter, each revocable. The prefix lets a promoter tell keys apart.
CREATE TABLE promoter_api_keys (
  id text PRIMARY KEY,
  promoter_oid text NOT NULL REFERENCES promoters (oid) ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE,
  prefix text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX promoter_api_keys_promoter_idx ON promoter_api_keys (promoter_oid);

-- What a promoter edits: a campaign never published lives here only (no page, no lookup); a published
-- one has a row here while it has changes not yet published. Publishing copies the document into
-- campaigns (what fans read) and keeps it as a numbered version.
CREATE TABLE campaign_drafts (
  oid text PRIMARY KEY,
  promoter_oid text NOT NULL REFERENCES promoters (oid) ON DELETE CASCADE,
  uri text NOT NULL UNIQUE,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  archived_at timestamptz
);
CREATE INDEX campaign_drafts_promoter_idx ON campaign_drafts (promoter_oid);

-- Every published document, kept: version n of a campaign is what fans saw between its publishing and
-- the next one's.
CREATE TABLE campaign_versions (
  campaign_oid text NOT NULL REFERENCES campaigns (oid) ON DELETE CASCADE,
  version integer NOT NULL,
  data jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (campaign_oid, version)
);

ALTER TABLE campaigns ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE campaigns ADD COLUMN archived_at timestamptz;
-- Figures per hour and the fan list's keyset pages.
CREATE INDEX fans_campaign_created_idx ON fans (campaign_oid, created_at, oid);
CREATE INDEX page_views_campaign_time_idx ON page_views (campaign_oid, created_at) WHERE campaign_oid IS NOT NULL;
`;
