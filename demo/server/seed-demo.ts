import type { Database } from "../db/database.js";
import { pendingMigrations } from "../db/migrate.js";
import { buildSeed } from "../seed/build-seed.js";
import { applySeed } from "../store/seed.js";
import type { Logger } from "./operations/logger.js";

/** Demo mode seeds its campaigns; with MIGRATE_ON_START=0 on a database not migrated yet it cannot. */
export async function seedWhenMigrated(db: Database, log: Logger): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length > 0) {
    log.warn({ pending }, "demo campaigns not seeded: migrations not applied (npm run migrate)");
    return;
  }
  await applySeed(db, buildSeed(new Date()));
}
