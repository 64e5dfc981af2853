import { randomBytes } from "node:crypto";
import pg from "pg";

// A fresh schema of the PostgreSQL server of TEST_DATABASE_URL, for tests that run several server
// processes on one database (two-processes.spec.ts, workers.spec.ts).

export interface TestSchema {
  name: string;
  /** TEST_DATABASE_URL with this schema first on the search path: what the servers get. */
  databaseUrl: string;
  /** Runs `work` on a connection of its own. */
  admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T>;
  create(): Promise<void>;
  drop(): Promise<void>;
}

export function testSchema(url: string, prefix: string): TestSchema {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const database = new URL(url);
  database.searchParams.set("options", `-c search_path=${name}`);
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    name,
    databaseUrl: database.toString(),
    admin,
    create: () => admin((c) => c.query(`CREATE SCHEMA ${name}`)).then(() => undefined),
    drop: () => admin((c) => c.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`)).then(() => undefined),
  };
}
