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

/** Adds a host to the promoter's verified domains (once). */
export async function addVerifiedDomain(q: Queryable, oid: string, domain: string): Promise<void> {
  await q.query(
    `UPDATE promoters SET verified_domains = array_append(verified_domains, $2), updated_at = now()
     WHERE oid = $1 AND NOT ($2 = ANY (verified_domains))`,
    [oid, domain],
  );
}

/** Removes a host from the promoter's verified domains; false when it was not there. */
export async function removeVerifiedDomain(q: Queryable, oid: string, domain: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE promoters SET verified_domains = array_remove(verified_domains, $2), updated_at = now()
     WHERE oid = $1 AND $2 = ANY (verified_domains) RETURNING oid`,
    [oid, domain],
  );
  return rows.length > 0;
}
