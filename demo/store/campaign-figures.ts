import type { Queryable } from "../db/database.js";

// The numbers a promoter sees per campaign (issue 19), each one aggregate statement.

export async function pageViewsByPage(
  q: Queryable,
  campaignOid: string,
): Promise<{ page: string; views: number }[]> {
  const rows = await q.query<{ page: string; views: number }>(
    `SELECT page_name AS page, count(*)::int AS views FROM page_views WHERE campaign_oid = $1
     GROUP BY page_name ORDER BY views DESC, page_name`,
    [campaignOid],
  );
  return rows.map((row) => ({ page: row.page, views: Number(row.views) }));
}

/** Registrations (fans created) and verifications per hour over the last `hours`, oldest first. */
export async function fansPerHour(
  q: Queryable,
  campaignOid: string,
  hours: number,
): Promise<{ hour: Date; registrations: number; verifications: number }[]> {
  const rows = await q.query<{ hour: Date; registrations: number; verifications: number }>(
    `WITH since AS (SELECT date_trunc('hour', now()) - make_interval(hours => $2::int - 1) AS t),
     hours AS (SELECT generate_series((SELECT t FROM since), date_trunc('hour', now()), interval '1 hour') AS hour),
     registered AS (
       SELECT date_trunc('hour', created_at) AS hour, count(*) AS n FROM fans
       WHERE campaign_oid = $1 AND created_at >= (SELECT t FROM since) GROUP BY 1
     ), verified AS (
       SELECT date_trunc('hour', verified_at) AS hour, count(*) AS n FROM fans
       WHERE campaign_oid = $1 AND verified_at >= (SELECT t FROM since) GROUP BY 1
     )
     SELECT h.hour, coalesce(r.n, 0)::int AS registrations, coalesce(v.n, 0)::int AS verifications
     FROM hours h LEFT JOIN registered r ON r.hour = h.hour LEFT JOIN verified v ON v.hour = h.hour
     ORDER BY h.hour`,
    [campaignOid, hours],
  );
  return rows.map((row) => ({
    hour: new Date(row.hour),
    registrations: Number(row.registrations),
    verifications: Number(row.verifications),
  }));
}

export async function verifiedFanCount(q: Queryable, campaignOid: string): Promise<number> {
  const rows = await q.query<{ n: number }>(
    "SELECT coalesce(sum(verified_fans), 0)::int AS n FROM campaign_fan_counts WHERE campaign_oid = $1",
    [campaignOid],
  );
  return Number(rows[0]?.n ?? 0);
}

/** The fans whose links brought the most verified fans. */
export async function topReferrers(
  q: Queryable,
  campaignOid: string,
  limit = 10,
): Promise<{ fanOid: string; firstName: string | null; referred: number }[]> {
  const rows = await q.query<{ fanOid: string; firstName: string | null; referred: number }>(
    `SELECT r.oid AS "fanOid", r.data->>'firstName' AS "firstName", count(*)::int AS referred
     FROM fans f JOIN fans r ON r.oid = f.referrer_fan_oid
     WHERE f.campaign_oid = $1 AND f.verified_at IS NOT NULL
     GROUP BY r.oid, r.data->>'firstName' ORDER BY referred DESC, r.oid LIMIT $2`,
    [campaignOid, limit],
  );
  return rows.map((row) => ({ ...row, referred: Number(row.referred) }));
}
