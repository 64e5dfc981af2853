import type { Queryable } from "../db/database.js";

/** POST /campaign-page-view: the step name (or 'landing') viewed on a campaign or a tour. */
export type PageViewInput = {
  pageName: string;
  version: number;
  fanOid?: string | null;
} & ({ campaignOid: string; tourOid?: null } | { campaignOid?: null; tourOid: string });

export type PageViewFilter = { pageName?: string } & ({ campaignOid: string } | { tourOid: string });

export async function recordPageView(q: Queryable, view: PageViewInput): Promise<void> {
  await q.query(
    "INSERT INTO page_views (page_name, version, campaign_oid, tour_oid, fan_oid) VALUES ($1, $2, $3, $4, $5)",
    [view.pageName, view.version, view.campaignOid ?? null, view.tourOid ?? null, view.fanOid ?? null],
  );
}

/** Views of a campaign or a tour, optionally of one page only. */
export async function countPageViews(q: Queryable, filter: PageViewFilter): Promise<number> {
  const [column, oid] =
    "campaignOid" in filter ? ["campaign_oid", filter.campaignOid] : ["tour_oid", filter.tourOid];
  const rows = await q.query<{ count: number }>(
    `SELECT count(*) AS count FROM page_views WHERE ${column} = $1 AND ($2::text IS NULL OR page_name = $2)`,
    [oid, filter.pageName ?? null],
  );
  return rows[0]?.count ?? 0;
}
