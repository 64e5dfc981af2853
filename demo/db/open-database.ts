import type { Database } from "./database.js";
import { migrate } from "./migrate.js";
import { DEFAULT_PGLITE_DIR, openPglite } from "./pglite.js";
import { openPgliteInWorker } from "./pglite-in-worker.js";
import { openPostgres } from "./postgres.js";

export interface OpenDatabaseOptions {
  /** A `postgres://` URL: use that server. Otherwise PGlite in `dataDir`. */
  databaseUrl?: string;
  /** PGlite's folder (default `.data/pglite`), or ":memory:" for a throw-away database. */
  dataDir?: string;
  /** PostgreSQL only: the schema to work in (put first on the search_path). */
  schema?: string;
  /**
   * Apply the pending migrations now (default). False: open as it is (a server started with
   * MIGRATE_ON_START=0 after `npm run migrate`, or a cluster worker after the primary migrated).
   */
  migrate?: boolean;
  /**
   * PGlite only: run it in a worker thread started from this file (the built server's
   * pglite-worker.js), so the database has a core of its own (issue 18). Unset: in this thread.
   */
  pgliteWorker?: URL;
}

const POSTGRES_URL = /^postgres(ql)?:\/\//;

/** Opens the configured database and, unless told not to, brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const { databaseUrl } = options;
  if (databaseUrl && !POSTGRES_URL.test(databaseUrl)) {
    throw new Error("openDatabase: databaseUrl must start with postgres:// (or leave it unset for PGlite).");
  }
  const dataDir = options.dataDir ?? DEFAULT_PGLITE_DIR;
  const db = databaseUrl
    ? openPostgres({ url: databaseUrl, ...(options.schema ? { schema: options.schema } : {}) })
    : options.pgliteWorker
      ? await openPgliteInWorker({ dataDir, workerFile: options.pgliteWorker })
      : await openPglite({ dataDir });
  if (options.migrate === false) return db;
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
