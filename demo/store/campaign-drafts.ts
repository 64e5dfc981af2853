import type { Queryable } from "../db/database.js";
import type { CampaignDocument } from "./campaigns.js";

// What a promoter edits (migration 0011). A campaign is in campaign_drafts until it is published, and
// again while it has unpublished changes; campaigns holds what fans read, campaign_versions every
// published document.

export interface PromoterCampaignRow {
  oid: string;
  /** The draft when there is one, else the live document. */
  data: CampaignDocument;
  hasDraft: boolean;
  /** The live version (0: never published). */
  version: number;
  archivedAt: Date | null;
  updatedAt: Date;
}

const VIEW = `
  SELECT coalesce(d.oid, c.oid) AS oid, coalesce(d.promoter_oid, c.promoter_oid) AS promoter_oid,
    coalesce(d.data, c.data) AS data, d.oid IS NOT NULL AS "hasDraft", coalesce(c.version, 0) AS version,
    coalesce(c.archived_at, d.archived_at) AS "archivedAt", coalesce(d.updated_at, c.updated_at) AS "updatedAt"
  FROM campaign_drafts d FULL JOIN campaigns c ON c.oid = d.oid`;

/** One of the promoter's campaigns, or null (also when it is another promoter's). */
export async function findPromoterCampaign(
  q: Queryable,
  promoterOid: string,
  oid: string,
): Promise<PromoterCampaignRow | null> {
  const rows = await q.query<PromoterCampaignRow>(
    `SELECT * FROM (${VIEW}) v WHERE oid = $1 AND promoter_oid = $2`,
    [oid, promoterOid],
  );
  const row = rows[0];
  return row ? { ...row, version: Number(row.version) } : null;
}

export async function listPromoterCampaigns(
  q: Queryable,
  promoterOid: string,
  includeArchived: boolean,
): Promise<PromoterCampaignRow[]> {
  const rows = await q.query<PromoterCampaignRow>(
    `SELECT * FROM (${VIEW}) v WHERE promoter_oid = $1 AND ($2 OR "archivedAt" IS NULL)
     ORDER BY "updatedAt" DESC, oid`,
    [promoterOid, includeArchived],
  );
  return rows.map((row) => ({ ...row, version: Number(row.version) }));
}

/** Whether another campaign (live or draft) has this uri. */
export async function uriTaken(q: Queryable, uri: string, exceptOid: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM campaigns WHERE uri = $1 AND oid <> $2
     UNION ALL SELECT 1 FROM campaign_drafts WHERE uri = $1 AND oid <> $2 LIMIT 1`,
    [uri, exceptOid],
  );
  return rows.length > 0;
}

/** Writes the draft (insert or replace). A unique violation on uri is the caller's 409. */
export async function saveDraft(q: Queryable, campaign: CampaignDocument): Promise<void> {
  await q.query(
    `INSERT INTO campaign_drafts (oid, promoter_oid, uri, data) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (oid) DO UPDATE SET uri = excluded.uri, data = excluded.data, updated_at = now()`,
    [campaign.oid, campaign.promoterOid, campaign.uri, JSON.stringify(campaign)],
  );
}

/**
 * Publishes the draft: the live row takes its document and the next version number, the version is
 * kept, the draft goes. One transaction (the caller's), so a reader sees the old version or the new.
 * Returns the new version, or null when there was no draft.
 */
export async function publishDraft(q: Queryable, oid: string): Promise<number | null> {
  const drafts = await q.query<{ data: CampaignDocument }>(
    "DELETE FROM campaign_drafts WHERE oid = $1 RETURNING data",
    [oid],
  );
  const draft = drafts[0]?.data;
  if (!draft) return null;
  // The outgoing live document stays readable by the fans mid-journey on it (a seeded campaign's first
  // version was never published through here).
  await q.query(
    `INSERT INTO campaign_versions (campaign_oid, version, data) SELECT oid, version, data FROM campaigns
     WHERE oid = $1 ON CONFLICT (campaign_oid, version) DO NOTHING`,
    [oid],
  );
  const rows = await q.query<{ version: number }>(
    `INSERT INTO campaigns (oid, uri, url_slug, promoter_oid, data, version) VALUES ($1, $2, $3, $4, $5::jsonb, 1)
     ON CONFLICT (oid) DO UPDATE SET uri = excluded.uri, url_slug = excluded.url_slug, data = excluded.data,
       version = campaigns.version + 1, updated_at = now(), archived_at = NULL
     RETURNING version`,
    [draft.oid, draft.uri, draft.urlSlug ?? null, draft.promoterOid, JSON.stringify(draft)],
  );
  const version = Number(rows[0]?.version);
  await q.query(
    `INSERT INTO campaign_versions (campaign_oid, version, data) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (campaign_oid, version) DO UPDATE SET data = excluded.data, published_at = now()`,
    [oid, version, JSON.stringify(draft)],
  );
  return version;
}

/** Ends a live campaign now (its page shows it ended) and marks it archived. */
export async function archiveCampaign(q: Queryable, oid: string, endDate: string): Promise<void> {
  await q.query(
    `UPDATE campaigns SET archived_at = coalesce(archived_at, now()), updated_at = now(),
       data = jsonb_set(data, '{endDate}', to_jsonb($2::text))
     WHERE oid = $1`,
    [oid, endDate],
  );
  await q.query(
    `UPDATE campaign_drafts SET data = jsonb_set(data, '{endDate}', to_jsonb($2::text)),
       archived_at = coalesce(archived_at, now()), updated_at = now()
     WHERE oid = $1`,
    [oid, endDate],
  );
}
