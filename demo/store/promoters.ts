import type { Queryable } from "../db/database.js";

export interface Promoter {
  oid: string;
  name: string;
  /** Hosts allowed to embed remote signup, e.g. "example.com" (www. is matched by the caller). */
  verifiedDomains: string[];
}

export async function findPromoter(q: Queryable, oid: string): Promise<Promoter | null> {
  const rows = await q.query<Promoter>(
    `SELECT oid, name, verified_domains AS "verifiedDomains" FROM promoters WHERE oid = $1`,
    [oid],
  );
  return rows[0] ?? null;
}

/** Inserts the promoter or updates it, keyed by oid. Returns whether a row was written. */
export async function upsertPromoter(q: Queryable, promoter: Promoter): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO promoters (oid, name, verified_domains) VALUES ($1, $2, $3::text[])
     ON CONFLICT (oid) DO UPDATE SET name = excluded.name, verified_domains = excluded.verified_domains,
       updated_at = now()
       WHERE (promoters.name, promoters.verified_domains) IS DISTINCT FROM (excluded.name, excluded.verified_domains)
     RETURNING oid`,
    [promoter.oid, promoter.name, promoter.verifiedDomains],
  );
  return rows.length > 0;
}
