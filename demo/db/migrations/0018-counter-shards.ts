// Issue 18: the counts every registration changes (a campaign's verified fans, its fans per point total)
// were one row each, and an upsert holds its row until its transaction commits, which waits for the WAL
// to reach the disk (1.8 ms here). Every registration of a campaign queued behind the one before it:
// about 450 a second at most, whatever the cores. Each count is now spread over 16 rows (shards), a
// connection writing the shard of its backend, so concurrent registrations lock different rows and their
// commits share one WAL flush. A count is the sum of its shards; a shard may go below zero (a fan counted
// in one shard and un-verified through another connection), the sum never does.
// Never edit a released migration: add the next number.
export const COUNTER_SHARDS = 16;

export const sql = /* sql */ `
ALTER TABLE campaign_fan_counts DROP CONSTRAINT IF EXISTS campaign_fan_counts_verified_fans_check;
ALTER TABLE campaign_fan_counts ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE campaign_fan_counts DROP CONSTRAINT campaign_fan_counts_pkey;
ALTER TABLE campaign_fan_counts ADD PRIMARY KEY (campaign_oid, shard);

ALTER TABLE fan_point_counts DROP CONSTRAINT IF EXISTS fan_point_counts_verified_fans_check;
ALTER TABLE fan_point_counts ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE fan_point_counts DROP CONSTRAINT fan_point_counts_pkey;
ALTER TABLE fan_point_counts ADD PRIMARY KEY (campaign_oid, total_points, shard);

CREATE OR REPLACE FUNCTION count_verified_fans() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  mine smallint := pg_backend_pid() % ${COUNTER_SHARDS};
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.verified_at IS NULL) = (NEW.verified_at IS NULL)
     AND OLD.campaign_oid = NEW.campaign_oid THEN
    RETURN NULL; -- no change in who is counted: leave the campaign's rows (and their locks) alone
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.verified_at IS NOT NULL THEN
    INSERT INTO campaign_fan_counts AS counts (campaign_oid, shard, verified_fans) VALUES (OLD.campaign_oid, mine, -1)
      ON CONFLICT (campaign_oid, shard) DO UPDATE SET verified_fans = counts.verified_fans - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.verified_at IS NOT NULL THEN
    INSERT INTO campaign_fan_counts AS counts (campaign_oid, shard, verified_fans) VALUES (NEW.campaign_oid, mine, 1)
      ON CONFLICT (campaign_oid, shard) DO UPDATE SET verified_fans = counts.verified_fans + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION count_fan_points() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  mine smallint := pg_backend_pid() % ${COUNTER_SHARDS};
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.verified_at IS NULL) = (NEW.verified_at IS NULL)
     AND OLD.campaign_oid = NEW.campaign_oid AND OLD.total_points = NEW.total_points THEN
    RETURN NULL; -- the fan stays in its bucket: no row to lock
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.verified_at IS NOT NULL THEN
    INSERT INTO fan_point_counts AS counts (campaign_oid, total_points, shard, verified_fans)
      VALUES (OLD.campaign_oid, OLD.total_points, mine, -1)
      ON CONFLICT (campaign_oid, total_points, shard) DO UPDATE SET verified_fans = counts.verified_fans - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.verified_at IS NOT NULL THEN
    INSERT INTO fan_point_counts AS counts (campaign_oid, total_points, shard, verified_fans)
      VALUES (NEW.campaign_oid, NEW.total_points, mine, 1)
      ON CONFLICT (campaign_oid, total_points, shard) DO UPDATE SET verified_fans = counts.verified_fans + 1;
  END IF;
  RETURN NULL;
END
$$;
`;
