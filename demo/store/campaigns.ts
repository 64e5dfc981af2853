import type { Queryable } from "../db/database.js";

/**
 * A campaign document as stored: opaque JSON apart from the fields the store indexes.
 * Parse it with the API schemas before relying on anything else.
 */
export interface CampaignDocument {
  oid: string;
  uri: string;
  urlSlug?: string;
  promoterOid: string;
  [key: string]: unknown;
}

async function findOne(q: Queryable, where: string, value: string): Promise<CampaignDocument | null> {
  const rows = await q.query<{ data: CampaignDocument }>(`SELECT data FROM campaigns WHERE ${where} = $1`, [
    value,
  ]);
  return rows[0]?.data ?? null;
}

export function findCampaignByUri(q: Queryable, uri: string): Promise<CampaignDocument | null> {
  return findOne(q, "uri", uri);
}

export function findCampaignByOid(q: Queryable, oid: string): Promise<CampaignDocument | null> {
  return findOne(q, "oid", oid);
}

/** The campaign a short URL (a campaign's own, or a fan's referral link) points to. */
export async function findCampaignByShortUrl(q: Queryable, slug: string): Promise<CampaignDocument | null> {
  const rows = await q.query<{ data: CampaignDocument }>(
    "SELECT c.data FROM short_urls s JOIN campaigns c ON c.oid = s.campaign_oid WHERE s.slug = $1",
    [slug],
  );
  return rows[0]?.data ?? null;
}

/**
 * Inserts the campaign or replaces its document, keyed by oid. Returns whether a row was written:
 * an identical document leaves the row (and updated_at) untouched.
 */
export async function upsertCampaign(q: Queryable, campaign: CampaignDocument): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO campaigns (oid, uri, url_slug, promoter_oid, data) VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (oid) DO UPDATE
       SET uri = excluded.uri, url_slug = excluded.url_slug, promoter_oid = excluded.promoter_oid,
           data = excluded.data, updated_at = now()
       WHERE (campaigns.uri, campaigns.url_slug, campaigns.promoter_oid, campaigns.data)
         IS DISTINCT FROM (excluded.uri, excluded.url_slug, excluded.promoter_oid, excluded.data)
     RETURNING oid`,
    [campaign.oid, campaign.uri, campaign.urlSlug ?? null, campaign.promoterOid, JSON.stringify(campaign)],
  );
  return rows.length > 0;
}

/**
 * Whether `url` is the image of a published campaign, or of a version a fan may still be seeing
 * (issue 22: only these are fetched from an image host to be sized, so a stranger cannot have the server
 * fetch and resize any URL of that host).
 */
export async function isCampaignImage(q: Queryable, url: string): Promise<boolean> {
  const image = JSON.stringify([{ assetType: "campaign-image", url }]);
  const rows = await q.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM campaigns WHERE data->'resources' @> $1::jsonb)
         OR EXISTS (SELECT 1 FROM campaign_versions WHERE data->'resources' @> $1::jsonb) AS found`,
    [image],
  );
  return rows[0]?.found === true;
}
