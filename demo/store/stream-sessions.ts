import type { Queryable } from "../db/database.js";

/** A livestream login (engagement §4 gatekeeper): created by a login link, claimed by viewers. */
export interface StreamSessionRow {
  fanOid: string;
  campaignOid: string;
  /** The viewer currently holding the session; null until the link is first used. */
  clientId: string | null;
  /** Set once another session of the fan took over, or the session ran out. */
  ended: boolean;
}

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

export async function findStreamSession(q: Queryable, tokenHash: string): Promise<StreamSessionRow | null> {
  const rows = await q.query<StreamSessionRow>(
    `SELECT s.fan_oid AS "fanOid", f.campaign_oid AS "campaignOid", s.client_id AS "clientId",
       (s.expired_at IS NOT NULL OR s.expires_at <= now()) AS ended
     FROM stream_sessions s JOIN fans f ON f.oid = s.fan_oid WHERE s.token_hash = $1`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/**
 * Gives the session to `clientId` unless that client held it before and was displaced (the newest viewer
 * wins, an older one never takes it back), and ends the fan's other sessions: one viewer per account.
 * Runs inside the caller's transaction; the row lock orders concurrent claims. True when claimed.
 */
export async function claimStreamSession(
  q: Queryable,
  tokenHash: string,
  clientId: string,
): Promise<boolean> {
  const locked = await q.query<{ fanOid: string; clientId: string | null }>(
    `SELECT fan_oid AS "fanOid", client_id AS "clientId" FROM stream_sessions
     WHERE token_hash = $1 AND expired_at IS NULL AND expires_at > now() FOR UPDATE`,
    [tokenHash],
  );
  const session = locked[0];
  if (!session) return false;
  if (session.clientId === clientId) return true;
  const inserted = await q.query(
    `INSERT INTO stream_session_clients (token_hash, client_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING client_id`,
    [tokenHash, clientId],
  );
  if (inserted.length === 0) return false;
  await q.query("UPDATE stream_sessions SET client_id = $2, claimed_at = now() WHERE token_hash = $1", [
    tokenHash,
    clientId,
  ]);
  await q.query(
    "UPDATE stream_sessions SET expired_at = now() WHERE fan_oid = $1 AND token_hash <> $2 AND expired_at IS NULL",
    [session.fanOid, tokenHash],
  );
  return true;
}
