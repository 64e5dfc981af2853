import type { Database, Queryable } from "./database.js";
import { migrations as allMigrations, type Migration } from "./migrations/index.js";

export interface MigrateResult {
  /** Ids applied by this call, in order; empty when the database was already up to date. */
  applied: string[];
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in order, all in one transaction: a
 * failure leaves the database as it was. Safe when several processes start at once on one PostgreSQL.
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = allMigrations,
): Promise<MigrateResult> {
  return db.transaction(async (tx) => {
    // The lock comes first so a second migrator waits here, then sees the first one's committed work.
    // It is keyed by schema so isolated schemas (tests) on one server do not queue behind each other.
    await tx.query(
      "SELECT pg_advisory_xact_lock(hashtext('fan-campaigns:migrate:' || coalesce(current_schema(), '')))",
    );
    await tx.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const rows = await tx.query<{ id: string }>("SELECT id FROM schema_migrations");
    const done = new Set(rows.map((row) => row.id));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (id) VALUES ($1)", [migration.id]);
      applied.push(migration.id);
    }
    return { applied };
  });
}

/**
 * The migrations not yet recorded in schema_migrations (all of them on an empty database), without
 * applying any: GET /readyz answers 503 while this is not empty.
 */
export async function pendingMigrations(
  db: Queryable,
  migrations: readonly Migration[] = allMigrations,
): Promise<string[]> {
  const [table] = await db.query<{ name: string | null }>(
    "SELECT to_regclass('schema_migrations')::text AS name",
  );
  if (!table?.name) return migrations.map((migration) => migration.id);
  const rows = await db.query<{ id: string }>("SELECT id FROM schema_migrations");
  const done = new Set(rows.map((row) => row.id));
  return migrations.filter((migration) => !done.has(migration.id)).map((migration) => migration.id);
}
