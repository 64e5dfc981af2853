import type { Queryable } from "../db/database.js";

/** core-journey §3 completedActions, as stored: one row per (fan, type, channel, target). */
export interface ActionRow {
  type: string;
  channel: string;
  target: string;
  validated: boolean;
  points: number;
  data: Record<string, unknown>;
}

export interface ActionKey {
  fanOid: string;
  type: string;
  channel: string;
  target: string;
}

/** The action's key as the first four parameters ($1 to $4) of every statement below. */
const keyParams = (key: ActionKey): unknown[] => [key.fanOid, key.type, key.channel, key.target];

export async function listFanActions(q: Queryable, fanOid: string): Promise<ActionRow[]> {
  return q.query<ActionRow>(
    "SELECT type, channel, target, validated, points, data FROM actions WHERE fan_oid = $1 ORDER BY created_at, type",
    [fanOid],
  );
}

/** How many actions the fan has recorded, and whether this one is among them. */
export async function fanActionCount(
  q: Queryable,
  key: ActionKey,
): Promise<{ count: number; recorded: boolean }> {
  const [row] = await q.query<{ count: number; recorded: boolean }>(
    `SELECT count(*)::int AS count,
            coalesce(bool_or(type = $2 AND channel = $3 AND target = $4), false) AS recorded
       FROM actions WHERE fan_oid = $1`,
    keyParams(key),
  );
  return row ?? { count: 0, recorded: false };
}

/** Records an action unless it is already recorded (idempotent per target); true when it was new. */
export async function insertAction(
  q: Queryable,
  action: ActionKey & { validated: boolean; points: number; data?: Record<string, unknown> },
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO actions (fan_oid, type, channel, target, validated, points, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) ON CONFLICT DO NOTHING RETURNING fan_oid`,
    [...keyParams(action), action.validated, action.points, JSON.stringify(action.data ?? {})],
  );
  return rows.length > 0;
}

/** Marks a recorded action validated, with its points and data; false when it already was (or is absent). */
export async function validateAction(
  q: Queryable,
  action: ActionKey & { points: number; data?: Record<string, unknown> },
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE actions SET validated = true, points = $5, data = data || $6::jsonb, updated_at = now()
     WHERE fan_oid = $1 AND type = $2 AND channel = $3 AND target = $4 AND NOT validated RETURNING fan_oid`,
    [...keyParams(action), action.points, JSON.stringify(action.data ?? {})],
  );
  return rows.length > 0;
}

/** Whether the fan already earned points for an action of this type on this channel. */
export async function hasPointsOnChannel(
  q: Queryable,
  fanOid: string,
  type: string,
  channel: string,
): Promise<boolean> {
  const rows = await q.query(
    "SELECT 1 FROM actions WHERE fan_oid = $1 AND type = $2 AND channel = $3 AND points > 0 LIMIT 1",
    [fanOid, type, channel],
  );
  return rows.length > 0;
}

/** Records the action as validated with this data, whether or not it was recorded before. */
export async function upsertValidatedAction(
  q: Queryable,
  action: ActionKey & { points: number; data: Record<string, unknown> },
): Promise<void> {
  await q.query(
    `INSERT INTO actions (fan_oid, type, channel, target, validated, points, data)
     VALUES ($1, $2, $3, $4, true, $5, $6::jsonb)
     ON CONFLICT (fan_oid, type, channel, target) DO UPDATE
       SET validated = true, data = excluded.data, updated_at = now()`,
    [...keyParams(action), action.points, JSON.stringify(action.data)],
  );
}
