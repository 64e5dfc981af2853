import { migrate } from "../db/migrate.js";
import { openDatabase } from "../db/open-database.js";
import { loadMigrateConfig } from "./config.js";
import { createLogger } from "./operations/logger.js";

/**
 * `npm run migrate` (dist/server/migrate.js): applies the pending migrations to the database of
 * DATABASE_URL (else PGlite in DATA_DIR) and exits, 0 when the schema is up to date. Deploys run it
 * before starting the servers; several at once are safe (one transaction under an advisory lock).
 */
async function main(): Promise<void> {
  const config = loadMigrateConfig();
  const log = createLogger(config.LOG_LEVEL);
  const db = await openDatabase({
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
    dataDir: config.DATA_DIR,
    migrate: false,
  });
  try {
    const { applied } = await migrate(db);
    log.info({ applied, database: db.kind }, applied.length ? "migrations applied" : "already up to date");
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
