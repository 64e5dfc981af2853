// issue 18: statements with parameters run as named prepared statements on PostgreSQL. Each connection
// parses and plans a statement once, then only binds and executes it: for the registration CTEs the
// parse and plan cost more than the execution, and the bind message is a fraction of the SQL text.
// The name is given by the SQL text itself, so every connection of the pool agrees on it; pg prepares a
// name on a connection the first time that connection sees it. A server only ever sends the few hundred
// texts written in its code, but a text built at run time (a list of placeholders that varies, say)
// would make names without end: past MAX_NAMED texts, statements run unnamed, as before.

const MAX_NAMED = 1000;

/**
 * Starts a statement whose kept plan is sound only once `table` has planner statistics: one whose best
 * index depends on them (see fans.ts, fansWithContactSql). Until then it runs unnamed, planned for its
 * values at each call (analyzed-tables.ts).
 */
export const keptOnceAnalyzed = (table: string) => `/* kept once ${table} is analyzed */ `;
const KEPT_ONCE_ANALYZED = /^\/\* kept once ([a-z_]+) is analyzed \*\/ /;

export class StatementNames {
  readonly #names = new Map<string, string>();

  /** `analyzed` says whether a table has planner statistics (none: never, as on a new database). */
  constructor(private readonly analyzed: (table: string) => boolean = () => false) {}

  /** The statement's name, or undefined when it should run unnamed (once the table is full). */
  nameOf(sql: string): string | undefined {
    const waitsFor = KEPT_ONCE_ANALYZED.exec(sql)?.[1];
    if (waitsFor !== undefined && !this.analyzed(waitsFor)) return undefined;
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
