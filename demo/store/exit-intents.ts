import type { Queryable } from "../db/database.js";

/** engagement §3 "Exit-intent record": the kind (exit or ended), its state and what the visitor gave. */
export interface ExitIntentRow {
  oid: string;
  campaignOid: string;
  fanOid: string | null;
  intent: Record<string, unknown>;
  /** SHA-256 of the secret the create answer handed out; null on records made before secrets. */
  secretHash: string | null;
}

const COLUMNS = `oid, campaign_oid AS "campaignOid", fan_oid AS "fanOid", intent, secret_hash AS "secretHash"`;

export async function insertExitIntent(q: Queryable, row: ExitIntentRow): Promise<void> {
  await q.query(
    "INSERT INTO exit_intents (oid, campaign_oid, fan_oid, intent, secret_hash) VALUES ($1, $2, $3, $4::jsonb, $5)",
    [row.oid, row.campaignOid, row.fanOid, JSON.stringify(row.intent), row.secretHash],
  );
}

export async function findExitIntent(q: Queryable, oid: string): Promise<ExitIntentRow | null> {
  const rows = await q.query<ExitIntentRow>(`SELECT ${COLUMNS} FROM exit_intents WHERE oid = $1`, [oid]);
  return rows[0] ?? null;
}

/**
 * Merges the new answers into the record (one statement: concurrent updates both land), and links it to
 * `fanOid` when it has no fan yet.
 */
export async function mergeExitIntent(
  q: Queryable,
  oid: string,
  changes: Record<string, unknown>,
  fanOid: string | null = null,
): Promise<ExitIntentRow | null> {
  const rows = await q.query<ExitIntentRow>(
    `UPDATE exit_intents SET intent = intent || $2::jsonb, fan_oid = COALESCE(fan_oid, $3), updated_at = now()
     WHERE oid = $1 RETURNING ${COLUMNS}`,
    [oid, JSON.stringify(changes), fanOid],
  );
  return rows[0] ?? null;
}
