// Issue 19: promoters sign up and sign in by an emailed link. Never edit a released migration: add the next number.
export const sql = /* sql */ `
-- A promoter's sign-in address, lower case; one promoter per address.
ALTER TABLE promoters ADD COLUMN email_address text;
CREATE UNIQUE INDEX promoters_email_address_idx ON promoters (email_address) WHERE email_address IS NOT NULL;

-- An emailed sign-in link: only its token's SHA-256 is kept; it opens once, before it expires.
CREATE TABLE promoter_sign_in_links (
  token_hash text PRIMARY KEY,
  promoter_oid text NOT NULL REFERENCES promoters (oid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX promoter_sign_in_links_expiry_idx ON promoter_sign_in_links (expires_at);
`;
