import { type PGlite, parse, protocol } from "@electric-sql/pglite";

// issue 18: PGlite's query() parses and plans every statement again (unnamed), and sends it as six
// protocol messages, each a call into the WebAssembly PostgreSQL. PREPARE and EXECUTE can not take its
// bound parameters (an EXECUTE's parameters are not analyzed). So a statement with parameters is parsed
// here once under its name (statement-names.ts, as on PostgreSQL), with its parameter types kept, and
// each call after that is one call into the database: bind, describe, execute and sync in one message.
// PostgreSQL keeps a named statement's plan once it has seen it run (its plan cache); prepared
// statements outlive a transaction's rollback, so a name once parsed stays good for the connection.

const { serialize } = protocol;

interface Prepared {
  /** The parameters' type oids, for PGlite's own serializers (the same values as its query()). */
  types: number[];
}

function joined(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/** PGlite's one connection's named statements. Every method runs holding PGlite's query mutex. */
export class PglitePrepared {
  readonly #prepared = new Map<string, Prepared>();

  constructor(private readonly pg: PGlite) {}

  /** The rows of `sql` run as the statement `name` (parsed on its first call). */
  async query<T>(
    name: string,
    sql: string,
    params: readonly unknown[],
    inTransaction: boolean,
  ): Promise<T[]> {
    const statement = this.#prepared.get(name) ?? (await this.#prepare(name, sql));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pg.serializers[statement.types[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await this.pg.execProtocol(
      joined([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      // As PGlite's query(): the files are synced after a statement outside a transaction.
      { syncToFs: !inTransaction },
    );
    return (parse.parseResults(messages, this.pg.parsers)[0]?.rows ?? []) as T[];
  }

  /** Parses `sql` as `name` and learns its parameters' types; an error (a syntax error, say) keeps nothing. */
  async #prepare(name: string, sql: string): Promise<Prepared> {
    const { messages } = await this.pg.execProtocol(
      joined([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared = { types: parse.parseDescribeStatementResults(messages) };
    this.#prepared.set(name, prepared);
    return prepared;
  }
}
