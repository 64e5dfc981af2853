import type { Queryable } from "../db/database.js";

export interface ShortUrl {
  slug: string;
  campaignOid: string;
  /** Set for a fan's referral link; null for a campaign's own short URL (such as /demo/). */
  fanOid: string | null;
  /** The share channel a referral link is for, if any. */
  channel: string | null;
  createdAt: Date;
}

export interface ShortUrlInput {
  slug: string;
  campaignOid: string;
  fanOid?: string | null;
  channel?: string | null;
}

const COLUMNS = `slug, campaign_oid AS "campaignOid", fan_oid AS "fanOid", channel, created_at AS "createdAt"`;

export async function findShortUrl(q: Queryable, slug: string): Promise<ShortUrl | null> {
  const rows = await q.query<ShortUrl>(`SELECT ${COLUMNS} FROM short_urls WHERE slug = $1`, [slug]);
  return rows[0] ?? null;
}

/** A fan's referral links, one per channel. */
export function listFanShortUrls(q: Queryable, fanOid: string): Promise<ShortUrl[]> {
  return q.query<ShortUrl>(
    `SELECT ${COLUMNS} FROM short_urls WHERE fan_oid = $1 ORDER BY channel NULLS FIRST`,
    [fanOid],
  );
}

/** Inserts the short URL or repoints it, keyed by slug (seeding). Returns whether a row was written. */
export async function upsertShortUrl(q: Queryable, input: ShortUrlInput): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO short_urls (slug, campaign_oid, fan_oid, channel) VALUES ($1, $2, $3, $4)
     ON CONFLICT (slug) DO UPDATE
       SET campaign_oid = excluded.campaign_oid, fan_oid = excluded.fan_oid, channel = excluded.channel
       WHERE (short_urls.campaign_oid, short_urls.fan_oid, short_urls.channel)
         IS DISTINCT FROM (excluded.campaign_oid, excluded.fan_oid, excluded.channel)
     RETURNING slug`,
    [input.slug, input.campaignOid, input.fanOid ?? null, input.channel ?? null],
  );
  return rows.length > 0;
}

/**
 * Returns the fan's referral link for `channel`, creating it with `slug` if there is none yet (safe under
 * concurrent calls). Returns null when `slug` already belongs to another link: pick another and retry.
 */
export async function ensureFanShortUrl(
  q: Queryable,
  input: { slug: string; campaignOid: string; fanOid: string; channel: string | null },
): Promise<ShortUrl | null> {
  // No conflict target: a clash on the slug or on (fan, channel) both mean "not inserted".
  await q.query(
    `INSERT INTO short_urls (slug, campaign_oid, fan_oid, channel) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [input.slug, input.campaignOid, input.fanOid, input.channel],
  );
  const rows = await q.query<ShortUrl>(
    `SELECT ${COLUMNS} FROM short_urls WHERE fan_oid = $1 AND coalesce(channel, '') = coalesce($2::text, '')`,
    [input.fanOid, input.channel],
  );
  return rows[0] ?? null;
}
