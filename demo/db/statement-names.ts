// issue 18: statements with parameters run as named prepared statements on PostgreSQL. Each connection
// parses and plans a statement once, then only binds and executes it: for the registration CTEs the
// parse and plan cost more than the execution, and the bind message is a fraction of the SQL text.
// The name is given by the SQL text itself, so every connection of the pool agrees on it; pg prepares a
// name on a connection the first time that connection sees it. A server only ever sends the few hundred
// texts written in its code, but a text built at run time (a list of placeholders that varies, say)
// would make names without end: past MAX_NAMED texts, statements run unnamed, as before.

const MAX_NAMED = 1000;

/**
 * Starts a statement that must be planned for its parameters at each call, never kept as a generic plan:
 * one whose best index depends on values the generic plan cannot see (see fans.ts, fansWithContactSql).
 */
export const PLAN_EACH_TIME = "/* planned for its values each time */ ";

export class StatementNames {
  readonly #names = new Map<string, string>();

  /** The statement's name, or undefined when it should run unnamed (once the table is full). */
  nameOf(sql: string): string | undefined {
    if (sql.startsWith(PLAN_EACH_TIME)) return undefined;
    const known = this.#names.get(sql);
    if (known !== undefined || this.#names.size >= MAX_NAMED) return known;
    const name = `fc_${this.#names.size + 1}`;
    this.#names.set(sql, name);
    return name;
  }

  get size(): number {
    return this.#names.size;
  }
}
