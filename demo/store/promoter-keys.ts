import type { Queryable } from "../db/database.js";

// Promoter API keys (migration 0011): the key's SHA-256 is the lookup; the key itself is never stored.

export interface ApiKeyRow {
  id: string;
  promoterOid: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const COLUMNS = `id, promoter_oid AS "promoterOid", name, prefix, created_at AS "createdAt",
  last_used_at AS "lastUsedAt", revoked_at AS "revokedAt"`;

export async function insertApiKey(
  q: Queryable,
  key: { id: string; promoterOid: string; keyHash: string; prefix: string; name: string },
): Promise<ApiKeyRow> {
  const rows = await q.query<ApiKeyRow>(
    `INSERT INTO promoter_api_keys (id, promoter_oid, key_hash, prefix, name) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (key_hash) DO NOTHING RETURNING ${COLUMNS}`,
    [key.id, key.promoterOid, key.keyHash, key.prefix, key.name],
  );
  const row = rows[0];
  if (!row) throw new Error("insertApiKey: the key hash exists already");
  return row;
}

/**
 * The promoter a live key belongs to, noting when it was last used (at most once a minute per key, so a
 * busy key does not write on every request).
 */
export async function promoterOfKey(q: Queryable, keyHash: string): Promise<string | null> {
  const rows = await q.query<{ promoterOid: string }>(
    `WITH found AS (
       SELECT id, promoter_oid FROM promoter_api_keys WHERE key_hash = $1 AND revoked_at IS NULL
     ), touched AS (
       UPDATE promoter_api_keys k SET last_used_at = now() FROM found
       WHERE k.id = found.id AND (k.last_used_at IS NULL OR k.last_used_at < now() - interval '1 minute')
     )
     SELECT promoter_oid AS "promoterOid" FROM found`,
    [keyHash],
  );
  return rows[0]?.promoterOid ?? null;
}

export function listApiKeys(q: Queryable, promoterOid: string): Promise<ApiKeyRow[]> {
  return q.query<ApiKeyRow>(
    `SELECT ${COLUMNS} FROM promoter_api_keys WHERE promoter_oid = $1 ORDER BY created_at, id`,
    [promoterOid],
  );
}

/** Revokes one of the promoter's keys; false when it has no such key. */
export async function revokeApiKey(q: Queryable, promoterOid: string, id: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE promoter_api_keys SET revoked_at = coalesce(revoked_at, now())
     WHERE id = $1 AND promoter_oid = $2 RETURNING id`,
    [id, promoterOid],
  );
  return rows.length > 0;
}

/** Seeds a key by its hash (demo mode's documented key), idempotently. */
export async function ensureApiKey(
  q: Queryable,
  key: { id: string; promoterOid: string; keyHash: string; prefix: string; name: string },
): Promise<void> {
  await q.query(
    `INSERT INTO promoter_api_keys (id, promoter_oid, key_hash, prefix, name) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING`,
    [key.id, key.promoterOid, key.keyHash, key.prefix, key.name],
  );
}
