// Issue 18 (registrations at presale scale). Never edit a released migration: add the next number.
export const sql = /* sql */ `
-- The campaign's verified fans per point total, kept by a trigger in the statement that changes a fan's
-- verification, campaign or points, so a fan's position sums a handful of rows (one per distinct total
-- above its own) instead of counting every fan ahead of it. Upserts lock the one row they change, so
-- concurrent registrations and point changes keep it exact.
CREATE TABLE fan_point_counts (
  campaign_oid text NOT NULL REFERENCES campaigns (oid) ON DELETE CASCADE,
  total_points integer NOT NULL,
  verified_fans integer NOT NULL DEFAULT 0 CHECK (verified_fans >= 0),
  PRIMARY KEY (campaign_oid, total_points)
);
INSERT INTO fan_point_counts (campaign_oid, total_points, verified_fans)
  SELECT campaign_oid, total_points, count(*) FROM fans WHERE verified_at IS NOT NULL
  GROUP BY campaign_oid, total_points;

CREATE FUNCTION count_fan_points() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.verified_at IS NULL) = (NEW.verified_at IS NULL)
     AND OLD.campaign_oid = NEW.campaign_oid AND OLD.total_points = NEW.total_points THEN
    RETURN NULL; -- the fan stays in its bucket: no row to lock
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.verified_at IS NOT NULL THEN
    UPDATE fan_point_counts SET verified_fans = verified_fans - 1
      WHERE campaign_oid = OLD.campaign_oid AND total_points = OLD.total_points;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.verified_at IS NOT NULL THEN
    INSERT INTO fan_point_counts AS counts (campaign_oid, total_points, verified_fans)
      VALUES (NEW.campaign_oid, NEW.total_points, 1)
      ON CONFLICT (campaign_oid, total_points) DO UPDATE SET verified_fans = counts.verified_fans + 1;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER fans_count_points
  AFTER INSERT OR DELETE OR UPDATE OF verified_at, campaign_oid, total_points ON fans
  FOR EACH ROW EXECUTE FUNCTION count_fan_points();

`;
