/** A result row. Column names are the SQL names (snake_case) unless the query aliases them. */
export type Row = Record<string, unknown>;

/** The part of a database that runs statements: the database itself, or the `tx` of a transaction. */
export interface Queryable {
  /**
   * Runs one statement with `$1`-style parameters and returns its rows.
   * Pass json/jsonb values as `JSON.stringify(value)`: pg would turn a bare array into a PostgreSQL array.
   */
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, test setup). */
  exec(sql: string): Promise<void>;
}

export type DatabaseKind = "pglite" | "postgres";

export interface NotificationHandlers {
  onMessage(payload: string): void;
  onListening(listening: boolean): void;
}

/** The connections of one process: open, idle, and callers waiting for one (GET /metrics). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /**
   * Runs `fn` inside BEGIN/COMMIT; any error rolls back and is rethrown.
   * Inside `fn` use only `tx`: calling the database itself throws (on PGlite it would wait forever).
   */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  /**
   * Hears NOTIFY on `channel`, sent by any process on the database (issue 18: the campaign cache).
   * `onMessage` gets each payload; `onListening(false)` says messages may be lost from now on (the
   * listening connection dropped: it reconnects by itself), `onListening(true)` that they are heard
   * again. Resolves once listening, with the function that stops it.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /** PostgreSQL: the pool's counts. PGlite: its one connection, always open. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

/** SQLSTATE 23505, raised by both engines when a UNIQUE constraint or index rejects a row. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}
