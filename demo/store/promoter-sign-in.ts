import type { Queryable } from "../db/database.js";

// Promoters' sign-in addresses and emailed sign-in links (migration 0014-promoter-sign-in).

export interface SignInPromoter {
  oid: string;
  name: string;
  emailAddress: string;
}

export async function findPromoterByEmail(
  q: Queryable,
  emailAddress: string,
): Promise<SignInPromoter | null> {
  const rows = await q.query<SignInPromoter>(
    `SELECT oid, name, email_address AS "emailAddress" FROM promoters WHERE email_address = $1`,
    [emailAddress],
  );
  return rows[0] ?? null;
}

/**
 * A new promoter with no campaign, key or domain; null when the address has one already (two sign-ups
 * racing for one address make one promoter: the unique index decides).
 */
export async function insertPromoterWithEmail(q: Queryable, promoter: SignInPromoter): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO promoters (oid, name, verified_domains, email_address) VALUES ($1, $2, '{}', $3)
     ON CONFLICT (email_address) WHERE email_address IS NOT NULL DO NOTHING RETURNING oid`,
    [promoter.oid, promoter.name, promoter.emailAddress],
  );
  return rows.length > 0;
}

export async function insertSignInLink(
  q: Queryable,
  link: { tokenHash: string; promoterOid: string; ttlSeconds: number },
): Promise<void> {
  await q.query(
    `INSERT INTO promoter_sign_in_links (token_hash, promoter_oid, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3::float8))`,
    [link.tokenHash, link.promoterOid, link.ttlSeconds],
  );
}

/** Marks a live link used and names its promoter, in one statement: a link opens once, even raced. */
export async function useSignInLink(
  q: Queryable,
  tokenHash: string,
): Promise<{ promoterOid: string; name: string } | null> {
  const rows = await q.query<{ promoterOid: string; name: string }>(
    `WITH used AS (
       UPDATE promoter_sign_in_links SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
       RETURNING promoter_oid
     )
     SELECT p.oid AS "promoterOid", p.name FROM used JOIN promoters p ON p.oid = used.promoter_oid`,
    [tokenHash],
  );
  return rows[0] ?? null;
}
