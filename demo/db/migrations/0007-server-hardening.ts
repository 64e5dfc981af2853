// Issue 15 (the server itself). Never edit a released migration: add the next number.
export const sql = /* sql */ `
-- An exit-intent record changes only with the secret its creation answered (kept as its SHA-256) or by
-- its own fan. Records made before this have none: only their fan may change them.
ALTER TABLE exit_intents ADD COLUMN secret_hash text;

-- The campaign's verified (registered) fans, kept by a trigger in the same transaction as every change
-- to a fan's verification, so the fan view's percentile never counts the whole campaign. Any code path
-- (registration, verification, a contact change, a deletion) keeps it right, on every process.
CREATE TABLE campaign_fan_counts (
  campaign_oid text PRIMARY KEY REFERENCES campaigns (oid) ON DELETE CASCADE,
  verified_fans integer NOT NULL DEFAULT 0 CHECK (verified_fans >= 0)
);
INSERT INTO campaign_fan_counts (campaign_oid, verified_fans)
  SELECT campaign_oid, count(*) FROM fans WHERE verified_at IS NOT NULL GROUP BY campaign_oid;

CREATE FUNCTION count_verified_fans() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.verified_at IS NULL) = (NEW.verified_at IS NULL)
     AND OLD.campaign_oid = NEW.campaign_oid THEN
    RETURN NULL; -- no change in who is counted: leave the campaign's row (and its lock) alone
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.verified_at IS NOT NULL THEN
    UPDATE campaign_fan_counts SET verified_fans = verified_fans - 1 WHERE campaign_oid = OLD.campaign_oid;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.verified_at IS NOT NULL THEN
    INSERT INTO campaign_fan_counts AS counts (campaign_oid, verified_fans) VALUES (NEW.campaign_oid, 1)
      ON CONFLICT (campaign_oid) DO UPDATE SET verified_fans = counts.verified_fans + 1;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER fans_count_verified
  AFTER INSERT OR DELETE OR UPDATE OF verified_at, campaign_oid ON fans
  FOR EACH ROW EXECUTE FUNCTION count_verified_fans();
`;
