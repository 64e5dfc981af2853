import type { Queryable } from "./database.js";

// issue 18: a prepared statement's kept (generic) plan is chosen from the planner's statistics. Before a
// table has any (a new database: autovacuum analyzes a table only after its first rows and a pause of up
// to a minute), every index that starts with the right column costs the same, and the plan kept may be
// the one that walks a campaign's fans. PostgreSQL plans a kept statement again whenever the statistics
// of a table it reads change, so once they exist the kept plan follows them. A statement that needs
// them (keptOnceAnalyzed, statement-names.ts) is planned for its values at each call until then.

/** Whether the planner has statistics for `table` in the connection's schema. */
export async function hasStatistics(q: Queryable, table: string): Promise<boolean> {
  const rows = await q.query<{ analyzed: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM pg_stats WHERE schemaname = current_schema() AND tablename = $1) AS analyzed",
    [table],
  );
  return rows[0]?.analyzed === true;
}

/**
 * The tables known to have statistics. `has` answers at once from what is known, and while a table is
 * not known to have them, asks the database again in the background at most once per `recheckMs`
 * (statistics are never taken away, so a table known to have them is not asked about again).
 */
export class AnalyzedTables {
  readonly #analyzed = new Set<string>();
  readonly #askedAt = new Map<string, number>();

  constructor(
    private readonly ask: (table: string) => Promise<boolean>,
    private readonly recheckMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  has(table: string): boolean {
    if (this.#analyzed.has(table)) return true;
    const askedAt = this.#askedAt.get(table);
    if (askedAt === undefined || this.now() - askedAt >= this.recheckMs) {
      this.#askedAt.set(table, this.now());
      // A failed question is asked again later: until then the statement is planned at each call.
      this.ask(table).then(
        (analyzed) => {
          if (analyzed) this.#analyzed.add(table);
        },
        () => {},
      );
    }
    return false;
  }
}
