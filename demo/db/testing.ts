// Test helpers: run one suite against PGlite (always) and PostgreSQL (when TEST_DATABASE_URL is set).
// Not part of the server bundle: it imports vitest.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe } from "vitest";
import type { Database, DatabaseKind, Queryable } from "./database.js";
import { openDatabase } from "./open-database.js";
import { openPglite } from "./pglite.js";
import { openPostgres } from "./postgres.js";

export interface ForEachDatabaseOptions {
  /** Empty every table (schema_migrations excepted) before each test. Default: false. */
  resetBeforeEach?: boolean;
}

/** The PostgreSQL server for tests, or undefined when its half of the suites is skipped. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/**
 * Declares `suite` twice: on an in-memory PGlite, and on PostgreSQL in a fresh schema created for this
 * call and dropped after it (skipped, saying so, without TEST_DATABASE_URL). One database per engine is
 * shared by the tests of the suite and is migrated; `getDb()` is valid inside hooks and tests.
 * PGlite is heavy: call this once per test file.
 */
export function forEachDatabase(
  name: string,
  suite: (getDb: () => Database, kind: DatabaseKind) => void,
  options: ForEachDatabaseOptions = {},
): void {
  describe(`${name} [pglite]`, () => {
    suite(
      useDatabase(() => openDatabase({ dataDir: ":memory:" }), options),
      "pglite",
    );
  });

  const url = testDatabaseUrl();
  const title = url ? `${name} [postgres]` : `${name} [postgres] (skipped: TEST_DATABASE_URL not set)`;
  describe.skipIf(!url)(title, () => {
    let schema: string | undefined;
    const getDb = useDatabase(
      async () => {
        schema = await createTestSchema(url!);
        return openDatabase({ databaseUrl: url!, schema });
      },
      options,
      async () => {
        if (schema) await dropTestSchema(url!, schema);
      },
    );
    suite(getDb, "postgres");
  });
}

function useDatabase(
  open: () => Promise<Database>,
  options: ForEachDatabaseOptions,
  cleanUp?: () => Promise<void>,
): () => Database {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
    await cleanUp?.();
  });
  if (options.resetBeforeEach) {
    beforeEach(async () => {
      if (db) await resetDatabase(db);
    });
  }
  return () => {
    if (!db)
      throw new Error("getDb() was called before the database opened: call it inside a hook or a test.");
    return db;
  };
}

/** Deletes every row of every table in the current schema except schema_migrations. */
export async function resetDatabase(db: Queryable): Promise<void> {
  const tables = await db.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables
     WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
  );
  if (tables.length === 0) return;
  await db.exec(`TRUNCATE ${tables.map((t) => t.name).join(", ")} RESTART IDENTITY CASCADE`);
}

const SCHEMA_PREFIX = "fc_test_";
const STALE_AFTER_MS = 60 * 60 * 1000;

async function withClient<R>(url: string, fn: (client: pg.Client) => Promise<R>): Promise<R> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty schema with a unique name (prefix, creation time, random part) and returns the name.
 * Also drops schemas that crashed runs left behind more than an hour ago.
 */
export async function createTestSchema(url: string): Promise<string> {
  const schema = `${SCHEMA_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      "SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)",
      [SCHEMA_PREFIX],
    );
    for (const { name } of rows) {
      const createdAt = Number.parseInt(name.slice(SCHEMA_PREFIX.length).split("_")[0] ?? "", 36);
      if (Number.isFinite(createdAt) && Date.now() - createdAt > STALE_AFTER_MS) {
        // Another run may be dropping it at the same moment; either way it goes.
        await client.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(name)} CASCADE`).catch(() => {});
      }
    }
    await client.query(`CREATE SCHEMA ${schema}`);
  });
  return schema;
}

export async function dropTestSchema(url: string, schema: string): Promise<void> {
  await withClient(url, (client) =>
    client.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE`),
  );
}

/** A database engine opened without migrations, for code that must cope with an empty database. */
export interface UnmigratedDatabase {
  name: DatabaseKind;
  open(): Promise<{ db: Database; close(): Promise<void> }>;
}

/** PGlite, and PostgreSQL in a schema of its own when TEST_DATABASE_URL is set: each empty, unmigrated. */
export function unmigratedDatabases(): UnmigratedDatabase[] {
  const engines: UnmigratedDatabase[] = [
    {
      name: "pglite",
      async open() {
        const db = await openPglite({ dataDir: ":memory:" });
        return { db, close: () => db.close() };
      },
    },
  ];
  const url = testDatabaseUrl();
  if (url) {
    engines.push({
      name: "postgres",
      async open() {
        const schema = await createTestSchema(url);
        const db = openPostgres({ url, schema });
        return {
          db,
          close: async () => {
            await db.close();
            await dropTestSchema(url, schema);
          },
        };
      },
    });
  }
  return engines;
}
