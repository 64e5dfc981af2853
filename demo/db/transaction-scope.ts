import { AsyncLocalStorage } from "node:async_hooks";
import type { Queryable } from "./database.js";

/**
 * Remembers, per database, whether the current async call chain is inside one of its transactions, so a
 * stray `db.query()` there fails loudly instead of deadlocking (PGlite) or escaping the transaction (pg).
 */
export class TransactionScope {
  readonly #storage = new AsyncLocalStorage<{ open: boolean }>();

  async run<R>(fn: () => Promise<R>): Promise<R> {
    // A mutable flag: work started inside the transaction may legitimately outlive it.
    const state = { open: true };
    try {
      return await this.#storage.run(state, fn);
    } finally {
      state.open = false;
    }
  }

  assertOutside(method: string): void {
    if (this.#storage.getStore()?.open) {
      throw new Error(
        `db.${method}() was called inside db.transaction(). Use the \`tx\` passed to the transaction callback ` +
          "(and pass it down to the store functions) so the statement runs in that transaction.",
      );
    }
  }

  /** `q`'s statements as the database's own `query` and `exec`: refused inside one of its transactions. */
  outside(q: Queryable): Queryable {
    return {
      query: <T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]> => {
        this.assertOutside("query");
        return q.query<T>(sql, params);
      },
      exec: (sql: string): Promise<void> => {
        this.assertOutside("exec");
        return q.exec(sql);
      },
    };
  }
}
