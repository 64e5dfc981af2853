// Issue 15 "Pending-registration takeover": an address is not proven until the code sent for it is
// entered. Never edit a released migration: add the next number.
export const sql = /* sql */ `
-- One row per registration started without a credential for the account: what that attempt sent
-- (contact, profile, then the fan packet), kept apart from the account until the attempt's code is
-- entered, so a second registration with the same pending address overwrites nothing.
-- resumed: the attempt joined an account another attempt created (it may not move that fan's address).
CREATE TABLE registration_attempts (
  oid text PRIMARY KEY,
  account_oid text NOT NULL REFERENCES accounts (oid) ON DELETE CASCADE,
  campaign_oid text REFERENCES campaigns (oid) ON DELETE CASCADE,
  email_address text,
  mobile_number text,
  profile jsonb NOT NULL DEFAULT '{}',
  fan_data jsonb,
  referrer_fan_oid text REFERENCES fans (oid) ON DELETE SET NULL,
  resumed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX registration_attempts_account_idx ON registration_attempts (account_oid);

-- A token with an attempt drives only that attempt; it becomes a full token (attempt_oid NULL) when
-- the code sent for its attempt is entered with it.
ALTER TABLE auth_tokens ADD COLUMN attempt_oid text REFERENCES registration_attempts (oid) ON DELETE CASCADE;

-- The attempt a code was sent for: verifying with it applies that attempt's registration.
ALTER TABLE verification_codes ADD COLUMN attempt_oid text REFERENCES registration_attempts (oid) ON DELETE CASCADE;
`;
