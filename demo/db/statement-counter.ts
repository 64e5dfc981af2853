import type { Database, Queryable } from "./database.js";

// Tests and the bench count what a call costs the database (issue 18): every statement sent, and every
// transaction (its BEGIN and COMMIT are round trips too, counted apart from the statements).

export interface StatementCount {
  /** Statements run through query() or exec(), inside transactions or not. */
  statements: number;
  transactions: number;
  /** The statements' SQL, in order (for a failing test to show what ran). */
  log: string[];
}

export interface CountingDatabase extends Database {
  readonly count: StatementCount;
  /** Starts counting from zero. */
  resetCount(): void;
}

export interface CountOptions {
  /** Keep each statement's SQL in `count.log` (tests); off in a server, where the log would only grow. */
  keepLog?: boolean;
  /** Called for each statement (the server's /metrics counter). */
  onStatement?: () => void;
}

/** The database, counting what passes through it. */
export function countStatements(db: Database, options: CountOptions = {}): CountingDatabase {
  const { keepLog = true, onStatement } = options;
  const count: StatementCount = { statements: 0, transactions: 0, log: [] };
  const note = (sql: string) => {
    count.statements += 1;
    onStatement?.();
    if (keepLog) count.log.push(sql.replace(/\s+/g, " ").trim());
  };
  const counted = (q: Queryable): Queryable => ({
    query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      note(sql);
      return q.query<T>(sql, params);
    },
    exec(sql: string): Promise<void> {
      note(sql);
      return q.exec(sql);
    },
  });
  return {
    ...counted(db),
    kind: db.kind,
    count,
    resetCount() {
      count.statements = 0;
      count.transactions = 0;
      count.log.length = 0;
    },
    transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> {
      count.transactions += 1;
      return db.transaction((tx) => fn(counted(tx)));
    },
    listen: (channel, handlers) => db.listen(channel, handlers),
    poolStats: () => db.poolStats(),
    close: () => db.close(),
  };
}
