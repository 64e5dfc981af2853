import type { Queryable } from "../db/database.js";

// The promoter's view of a campaign's fans (issue 19): keyset pages, so a page costs the same at the
// start of 100,000 fans as at the end, and the CSV export streams page after page in flat memory.

export interface FanListRow {
  oid: string;
  emailAddress: string | null;
  mobileNumber: string | null;
  data: Record<string, unknown>;
  profile: Record<string, unknown> | null;
  totalPoints: number;
  verifiedAt: Date | null;
  createdAt: Date;
  emailUnsubscribedAt: Date | null;
  language: string | null;
  referredCount: number;
  /** created_at as PostgreSQL writes it (microseconds: a Date keeps milliseconds), for cursors. */
  cursorTime: string;
}

const COLUMNS = `f.oid, f.email_address AS "emailAddress", f.mobile_number AS "mobileNumber", f.data,
  a.profile, f.total_points AS "totalPoints", f.verified_at AS "verifiedAt", f.created_at AS "createdAt",
  f.email_unsubscribed_at AS "emailUnsubscribedAt", f.language, f.created_at::text AS "cursorTime",
  (SELECT count(*) FROM fans r WHERE r.referrer_fan_oid = f.oid AND r.verified_at IS NOT NULL)::int AS "referredCount"`;

/** Where a page starts: after this fan (oldest first). Encoded for clients as an opaque string. */
export interface FanCursor {
  createdAt: string;
  oid: string;
}

export const encodeCursor = (cursor: FanCursor): string =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.oid])).toString("base64url");

export function decodeCursor(text: string): FanCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (Array.isArray(value) && typeof value[0] === "string" && typeof value[1] === "string") {
      if (!/^\d{4}-\d\d-\d\d[ T][\d:.]+(?:Z|[+-]\d\d(?::?\d\d)?)$/.test(value[0])) return null;
      return { createdAt: value[0], oid: value[1] };
    }
  } catch {}
  return null;
}

/** A page of fans, oldest first; `search` matches the start of the email address or mobile number. */
export async function listFansPage(
  q: Queryable,
  campaignOid: string,
  { search, after, limit }: { search?: string | undefined; after?: FanCursor | null; limit: number },
): Promise<FanListRow[]> {
  const pattern = search ? `${search.toLowerCase().replace(/[\\%_]/g, "\\$&")}%` : null;
  return q.query<FanListRow>(
    `SELECT ${COLUMNS} FROM fans f LEFT JOIN accounts a ON a.oid = f.account_oid
     WHERE f.campaign_oid = $1
       AND ($2::text IS NULL OR f.email_address LIKE $2 OR f.mobile_number LIKE $2)
       AND ($3::timestamptz IS NULL OR (f.created_at, f.oid) > ($3::timestamptz, $4::text))
     ORDER BY f.created_at, f.oid LIMIT $5`,
    [campaignOid, pattern, after?.createdAt ?? null, after?.oid ?? null, limit],
  );
}

/** Where a ranked page starts: after this fan (most points first, then earliest, as fans are ranked). */
export interface RankCursor {
  totalPoints: number;
  /** cursorTime of the last fan read. */
  createdAt: string;
  oid: string;
}

/**
 * A page of fans in ranking order (core-journey: more points, or as many and earlier), which the
 * export walks so that each verified fan's position, and so its tier, is a running count. Points are
 * negated so the order is one ascending row comparison, a range of fans_export_order_idx (migration 0015).
 */
export function listFansRanked(
  q: Queryable,
  campaignOid: string,
  after: RankCursor | null,
  limit: number,
): Promise<FanListRow[]> {
  // Two texts rather than "$2 IS NULL OR …": a generic plan keeps the range as an index condition.
  const from = `SELECT ${COLUMNS} FROM fans f LEFT JOIN accounts a ON a.oid = f.account_oid WHERE f.campaign_oid = $1`;
  const order = "ORDER BY -f.total_points, f.created_at, f.oid";
  if (!after) return q.query<FanListRow>(`${from} ${order} LIMIT $2`, [campaignOid, limit]);
  return q.query<FanListRow>(
    `${from} AND (-f.total_points, f.created_at, f.oid) > (-$2::int, $3::timestamptz, $4::text) ${order} LIMIT $5`,
    [campaignOid, after.totalPoints, after.createdAt, after.oid, limit],
  );
}
