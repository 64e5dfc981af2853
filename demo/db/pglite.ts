import { mkdirSync } from "node:fs";
import { PGlite, types } from "@electric-sql/pglite";
import { AnalyzedTables, hasStatistics } from "./analyzed-tables.js";
import { lockDataDir } from "./data-dir-lock.js";
import type { Database, Queryable } from "./database.js";
import { PglitePrepared } from "./pglite-prepared.js";
import { keepStatistics } from "./pglite-statistics.js";
import { StatementNames } from "./statement-names.js";
import { TransactionScope } from "./transaction-scope.js";

export const DEFAULT_PGLITE_DIR = ".data/pglite";

export interface PgliteOptions {
  /** A directory for the data files, or ":memory:" / "memory://" for a throw-away database. */
  dataDir?: string;
}

function isInMemory(dataDir: string): boolean {
  return dataDir === ":memory:" || dataDir.startsWith("memory://");
}

/** Opens an embedded PostgreSQL (PGlite). Does not migrate: use `openDatabase` for that. */
export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  const dataDir = options.dataDir ?? DEFAULT_PGLITE_DIR;
  if (!isInMemory(dataDir)) mkdirSync(dataDir, { recursive: true });
  // One process per folder: a second server refuses to start (data-dir-lock.ts says why).
  const lock = isInMemory(dataDir) ? undefined : lockDataDir(dataDir);
  let pg: PGlite;
  try {
    pg = await PGlite.create(isInMemory(dataDir) ? "memory://" : dataDir, {
      // Same shape as the pg driver in postgres.ts: dates stay 'YYYY-MM-DD' strings.
      parsers: { [types.DATE]: (value: string) => value },
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const scope = new TransactionScope();
  let closing: Promise<void> | undefined;
  // Statements with parameters run named, parsed once (pglite-prepared.ts), as on PostgreSQL.
  const prepared = new PglitePrepared(pg);
  const names = new StatementNames((table) => analyzed.has(table));
  /**
   * Runs a statement on `on` (PGlite itself, or a transaction's `tx`): named when it has parameters and a
   * name, else through `on.query()` as PGlite runs it. `inTransaction` says which mutexes are held already.
   */
  const run = async <T extends object>(
    on: Pick<PGlite, "query">,
    inTransaction: boolean,
    sql: string,
    params?: readonly unknown[],
  ): Promise<T[]> => {
    const name = params ? names.nameOf(sql) : undefined;
    if (!params || !name) return (await on.query<T>(sql, params as unknown[] | undefined)).rows;
    const named = () => pg.runExclusive(() => prepared.query<T>(name, sql, params, inTransaction));
    // Outside a transaction, its mutex too, as query() takes it: a statement never runs inside another's.
    return inTransaction ? named() : pg._runExclusiveTransaction(named);
  };
  const direct: Queryable = {
    query: <T extends object>(sql: string, params?: readonly unknown[]) => run<T>(pg, false, sql, params),
    async exec(sql: string): Promise<void> {
      await pg.exec(sql);
    },
  };
  const analyzed = new AnalyzedTables((table) => hasStatistics(direct, table));
  // No autovacuum here: the tables are analyzed as they grow (pglite-statistics.ts).
  const stopStatistics = keepStatistics(direct);

  // PGlite has a single connection. Its query() and transaction() share one internal mutex, so a
  // transaction holds the connection from BEGIN to COMMIT and concurrent requests queue behind it
  // (database.test.ts checks this). Statements inside must use `tx`: the mutex is not re-entrant.
  return {
    kind: "pglite",
    ...scope.outside(direct),
    async transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> {
      scope.assertOutside("transaction");
      return pg.transaction((pgTx) => {
        const tx: Queryable = {
          query: <T extends object>(sql: string, params?: readonly unknown[]) =>
            run<T>(pgTx, true, sql, params),
          async exec(sql: string): Promise<void> {
            await pgTx.exec(sql);
          },
        };
        return scope.run(() => fn(tx));
      });
    },
    async listen(channel, { onMessage, onListening }) {
      // One connection in this process: no message is lost while it is open.
      const unlisten = await pg.listen(channel, onMessage);
      onListening(true);
      return async () => {
        onListening(false);
        if (!pg.closed) await unlisten();
      };
    },
    poolStats() {
      return { total: 1, idle: 1, waiting: 0 };
    },
    close(): Promise<void> {
      stopStatistics();
      closing ??= pg.close().finally(() => lock?.release());
      return closing;
    },
  };
}
