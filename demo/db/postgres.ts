import pg from "pg";
import { AnalyzedTables, hasStatistics } from "./analyzed-tables.js";
import type { Database, Queryable } from "./database.js";
import { listenOn } from "./postgres-listen.js";
import { StatementNames } from "./statement-names.js";
import { TransactionScope } from "./transaction-scope.js";

export interface PostgresOptions {
  /** A `postgres://` (or `postgresql://`) connection URL. */
  url: string;
  /** Schema to put first on every connection's search_path (tests isolate themselves this way). */
  schema?: string;
  /** Pool size. Default 10. */
  max?: number;
}

// Per-pool type parsers, so results have the same shape as PGlite's: int8 (count(*), identity ids)
// as numbers while they are exact, dates as 'YYYY-MM-DD' strings.
const typeOverrides = new pg.TypeOverrides();
typeOverrides.setTypeParser(pg.types.builtins.INT8, (value: string) => {
  const big = BigInt(value);
  return big <= BigInt(Number.MAX_SAFE_INTEGER) && big >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(big) : big;
});
typeOverrides.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

const SAFE_IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function queryable(client: pg.Pool | pg.PoolClient, names: StatementNames): Queryable {
  return {
    async query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      const name = params ? names.nameOf(sql) : undefined;
      const result = await client.query({ text: sql, values: params as unknown[] | undefined, name });
      return result.rows as T[];
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** Opens a pool on a PostgreSQL server. Does not migrate: use `openDatabase` for that. */
export function openPostgres(options: PostgresOptions): Database {
  const { schema } = options;
  if (schema !== undefined && !SAFE_IDENTIFIER.test(schema)) {
    throw new Error(
      `openPostgres: schema "${schema}" must be a lower-case SQL identifier ([a-z_][a-z0-9_]*).`,
    );
  }
  const connection = {
    connectionString: options.url,
    types: typeOverrides,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: options.max ?? 10 });
  // An idle client that loses its connection is already dropped by the pool and the next query opens a
  // new one; without a listener the 'error' event would crash the process.
  pool.on("error", () => {});
  const scope = new TransactionScope();
  // One table of names per pool: a name means one text on every connection. The question whether a
  // table has statistics goes straight to the pool (a counting wrapper around this database never sees it).
  const names = new StatementNames((table) => analyzed.has(table));
  const direct = queryable(pool, names);
  const analyzed = new AnalyzedTables((table) => hasStatistics(direct, table));
  let closing: Promise<void> | undefined;

  return {
    kind: "postgres",
    ...scope.outside(direct),
    async transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> {
      scope.assertOutside("transaction");
      const client = await pool.connect();
      // Set when the connection may be in an unknown state: release(error) destroys it instead of reusing it.
      let broken: Error | undefined;
      const control = async (sql: string) => {
        try {
          return await client.query(sql);
        } catch (error) {
          broken = error instanceof Error ? error : new Error(String(error));
          throw error;
        }
      };
      try {
        await control("BEGIN");
        let result: R;
        try {
          result = await scope.run(() => fn(queryable(client, names)));
        } catch (error) {
          await control("ROLLBACK").catch(() => {});
          throw error;
        }
        const commit = await control("COMMIT");
        // COMMIT of a transaction in which a statement failed (and fn caught the error) answers ROLLBACK
        // without raising; PGlite throws in that case, so do the same.
        if (commit.command === "ROLLBACK") {
          throw new Error("Transaction rolled back: a statement inside it failed and its error was caught.");
        }
        return result;
      } finally {
        client.release(broken);
      }
    },
    listen: (channel, handlers) => listenOn(connection, channel, handlers),
    poolStats() {
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    close(): Promise<void> {
      closing ??= pool.end();
      return closing;
    },
  };
}
