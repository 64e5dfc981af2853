import { z } from "zod";

// Issue 18: PGlite runs in a worker thread (pglite-in-worker.ts), so the embedded database has a core of
// its own. The server's thread and the worker speak these messages over the worker's port: a request
// carries an id and its reply the same id; notifications of LISTEN come unasked. Both sides parse what
// they receive. Rows and parameters are left as they come: the structured clone keeps dates, bytes and
// big integers as the database gave them, and the statements' callers check their own rows.

const statement = z.object({ sql: z.string(), tx: z.number().int().optional() });

export const databaseRequest = z.discriminatedUnion("op", [
  statement.extend({ op: z.literal("query"), id: z.number().int(), params: z.array(z.unknown()).optional() }),
  statement.extend({ op: z.literal("exec"), id: z.number().int() }),
  /** Opens a transaction; the reply's value is its number, which its statements then carry. */
  z.object({ op: z.literal("begin"), id: z.number().int() }),
  /** Ends transaction `tx`: COMMIT when `commit`, else ROLLBACK. */
  z.object({ op: z.literal("end"), id: z.number().int(), tx: z.number().int(), commit: z.boolean() }),
  /** Starts hearing `channel`; the reply's value is the listener's number, which its events carry. */
  z.object({ op: z.literal("listen"), id: z.number().int(), channel: z.string() }),
  z.object({ op: z.literal("unlisten"), id: z.number().int(), listener: z.number().int() }),
  z.object({ op: z.literal("close"), id: z.number().int() }),
]);
export type DatabaseRequest = z.infer<typeof databaseRequest>;

/** An error as it crossed: its message and name, and the database's fields (code, detail, constraint…). */
export const crossedError = z.object({
  message: z.string(),
  name: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type CrossedError = z.infer<typeof crossedError>;

export const databaseEvent = z.discriminatedUnion("op", [
  z.object({ op: z.literal("reply"), id: z.number().int(), value: z.unknown() }),
  z.object({ op: z.literal("failed"), id: z.number().int(), error: crossedError }),
  z.object({ op: z.literal("notification"), listener: z.number().int(), payload: z.string() }),
  z.object({ op: z.literal("listening"), listener: z.number().int(), listening: z.boolean() }),
]);
export type DatabaseEvent = z.infer<typeof databaseEvent>;

/** The worker's first message: the database is open (and its folder locked), or why it is not. */
export const workerStarted = z.discriminatedUnion("op", [
  z.object({ op: z.literal("ready") }),
  z.object({ op: z.literal("unable"), error: crossedError }),
]);

/** What an error carries across: a thrown value of any kind becomes a message. */
export function crossError(error: unknown): CrossedError {
  if (!(error instanceof Error)) return { message: String(error), name: "Error", fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

/** The error again on this side, with the database's fields (`code` for isUniqueViolation, say). */
export function uncrossError(crossed: CrossedError): Error {
  const error = Object.assign(new Error(crossed.message), crossed.fields);
  error.name = crossed.name;
  return error;
}
