// Issue 19: a fan mid-journey keeps the campaign version it started with, and the fans CSV export reads
// its pages from an index. Never edit a released migration: add the next number.
export const sql = /* sql */ `
-- The live campaign version (campaigns.version) when the registration attempt started, and the one the
-- fan registered against (its attempt's). The fan-facing calls read that version's document from
-- campaign_versions while the journey lasts (demo/server/campaigns/journey-campaign.ts). NULL (rows from
-- before, or a campaign never published through the promoter API): the live version.
ALTER TABLE registration_attempts ADD COLUMN campaign_version integer;
ALTER TABLE fans ADD COLUMN campaign_version integer;

-- The fans CSV export walks a campaign in ranking order (most points, then earliest, then oid) by keyset
-- pages: with the points negated, "after this fan" is one row comparison the index answers as a range,
-- so every page reads its 500 entries instead of scanning past the pages before it.
CREATE INDEX fans_export_order_idx ON fans (campaign_oid, (-total_points), created_at, oid);
`;
