import type { Queryable } from "../db/database.js";

// A livestream login (engagement §4 gatekeeper). A magic link creates a row; the first device to open
// it claims it (single use) and receives a client id, of which only the SHA-256 is kept in `client_id`.
// The session is then held by that device until it runs out or a newer login of the fan ends it.

export async function insertStreamSession(
  q: Queryable,
  session: { tokenHash: string; fanOid: string; ttlSeconds: number },
): Promise<void> {
  await q.query(
    `INSERT INTO stream_sessions (token_hash, fan_oid, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3::float8))`,
    [session.tokenHash, session.fanOid, session.ttlSeconds],
  );
}

/**
 * Claims an unused, unexpired magic link of this campaign for the device whose client id hashes to
 * `clientIdHash`, gives the session `ttlSeconds` from now, and ends the fan's other sessions and links
 * (one viewer per account, the newest wins). One conditional UPDATE: of concurrent claims of one link,
 * exactly one matches. Runs inside the caller's transaction. The fan's oid, or null when refused.
 */
export async function claimMagicLink(
  q: Queryable,
  claim: { tokenHash: string; campaignOid: string; clientIdHash: string; ttlSeconds: number },
): Promise<string | null> {
  const rows = await q.query<{ fanOid: string }>(
    `UPDATE stream_sessions s
     SET client_id = $3, claimed_at = now(), expires_at = now() + make_interval(secs => $4::float8)
     FROM fans f
     WHERE s.token_hash = $1 AND f.oid = s.fan_oid AND f.campaign_oid = $2
       AND s.client_id IS NULL AND s.expired_at IS NULL AND s.expires_at > now()
     RETURNING s.fan_oid AS "fanOid"`,
    [claim.tokenHash, claim.campaignOid, claim.clientIdHash, claim.ttlSeconds],
  );
  const fanOid = rows[0]?.fanOid;
  if (!fanOid) return null;
  await q.query(
    "UPDATE stream_sessions SET expired_at = now() WHERE fan_oid = $1 AND token_hash <> $2 AND expired_at IS NULL",
    [fanOid, claim.tokenHash],
  );
  return fanOid;
}

/** The fan whose live session of this campaign the device holds, or null (unknown, ended, expired). */
export async function findHeldSession(
  q: Queryable,
  held: { tokenHash: string; campaignOid: string; clientIdHash: string },
): Promise<{ fanOid: string } | null> {
  const rows = await q.query<{ fanOid: string }>(
    `SELECT s.fan_oid AS "fanOid" FROM stream_sessions s JOIN fans f ON f.oid = s.fan_oid
     WHERE s.token_hash = $1 AND f.campaign_oid = $2 AND s.client_id = $3
       AND s.expired_at IS NULL AND s.expires_at > now()`,
    [held.tokenHash, held.campaignOid, held.clientIdHash],
  );
  return rows[0] ?? null;
}
