import type { Queryable } from "./database.js";

// PGlite runs PostgreSQL in one process with no autovacuum, so no table would ever get planner
// statistics, and since issue 18 its statements keep their plans (pglite-prepared.ts), made from them.
// The server does what autovacuum's analyze does: a table changed by more than 50 rows plus a tenth of
// its size since it was last analyzed (PostgreSQL's default thresholds) is analyzed again.

/** How often the tables are looked at. */
export const STATISTICS_CHECK_MS = 60_000;

const STALE_TABLES_SQL = `SELECT format('%I.%I', s.schemaname, s.relname) AS name
  FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
  WHERE s.schemaname = current_schema() AND s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
  ORDER BY s.relname`;

/** Analyzes every table of the schema whose statistics are out of date; answers their names. */
export async function analyzeStaleTables(db: Queryable): Promise<string[]> {
  const stale = await db.query<{ name: string }>(STALE_TABLES_SQL);
  for (const { name } of stale) await db.exec(`ANALYZE ${name}`);
  return stale.map(({ name }) => name);
}

/**
 * Analyzes stale tables every `everyMs` until the answer is called. A failed round (the database
 * closing, say) is tried again at the next; rounds never overlap, and the timer never keeps the
 * process alive.
 */
export function keepStatistics(db: Queryable, everyMs = STATISTICS_CHECK_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    analyzeStaleTables(db)
      .catch(() => {})
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
