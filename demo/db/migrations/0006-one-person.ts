// Issue 15: one person, one registration per campaign, however the address is spelled. Never edit a
// released migration: add the next number.
export const sql = /* sql */ `
-- The address as the unique key compares it (demo/store/canonical-email.ts): lower case, no plus-tag, and
-- for Gmail no dots and googlemail.com as gmail.com. email_address keeps the fan's own spelling for mail.
ALTER TABLE fans ADD COLUMN email_canonical text;

-- Existing fans: the same rules in SQL. Where two fans of a campaign are already one person, the first
-- (a verified one before a pending one) gets the key; the others stay as they are, without it.
WITH parts AS (
  SELECT oid, campaign_oid, verified_at, created_at,
    regexp_replace(regexp_replace(lower(trim(email_address)), '@[^@]*$', ''), '^([^+]+)\\+.*$', '\\1') AS local,
    substring(lower(trim(email_address)) from '@([^@]*)$') AS domain
  FROM fans WHERE email_address IS NOT NULL AND position('@' in email_address) > 1
), canonical AS (
  SELECT oid,
    CASE WHEN domain IN ('gmail.com', 'googlemail.com') THEN replace(local, '.', '') || '@gmail.com'
      ELSE local || '@' || domain END AS address,
    row_number() OVER (
      PARTITION BY campaign_oid,
        CASE WHEN domain IN ('gmail.com', 'googlemail.com') THEN replace(local, '.', '') || '@gmail.com'
          ELSE local || '@' || domain END
      ORDER BY verified_at IS NULL, created_at, oid
    ) AS rank
  FROM parts
)
UPDATE fans SET email_canonical = canonical.address FROM canonical WHERE fans.oid = canonical.oid AND canonical.rank = 1;

CREATE UNIQUE INDEX fans_campaign_email_canonical_key ON fans (campaign_oid, email_canonical);

-- A fan whose address is at a disposable-mail domain (demo/store/disposable-email.ts), set with the
-- address on every write, so a promoter can exclude them. Fans stored before this migration read false.
ALTER TABLE fans ADD COLUMN email_disposable boolean NOT NULL DEFAULT false;
`;
