import { z } from "zod";
import type { Database, DatabaseKind, NotificationHandlers, PoolStats, Queryable } from "./database.js";
import {
  type DatabaseEvent,
  type DatabaseRequest,
  databaseEvent,
  uncrossError,
} from "./database-messages.js";
import { TransactionScope } from "./transaction-scope.js";

// Issue 18: the server's side of database-messages.ts, a Database whose statements run in another thread
// (serve-database.ts there). The interface and its guarantees are the same as in one thread.

/** The server's end of the channel (a Worker, or a MessagePort in tests). */
export interface ReplyPort {
  on(event: "message", listener: (message: unknown) => void): unknown;
  postMessage(message: DatabaseRequest): void;
}

/** The number a transaction or a listener is known by (the reply to begin and to listen). */
const serial = z.number().int();

/** A request that is not part of an open transaction. */
const startsWork = (unsent: Unsent) =>
  unsent.op === "begin" ||
  unsent.op === "listen" ||
  ((unsent.op === "query" || unsent.op === "exec") && unsent.tx === undefined);

/** What every request without an id is: the id is given when it is sent. */
type Unsent = DatabaseRequest extends infer R ? (R extends DatabaseRequest ? Omit<R, "id"> : never) : never;

export interface PortDatabase extends Database {
  /** Fails every waiting and later call with `error` (the other side has gone). */
  fail(error: Error): void;
}

export function databaseOverPort(port: ReplyPort, kind: DatabaseKind): PortDatabase {
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<number, NotificationHandlers>();
  const scope = new TransactionScope();
  let nextId = 1;
  let gone: Error | undefined;
  let closing: Promise<void> | undefined;

  port.on("message", (message) => {
    const parsed = databaseEvent.safeParse(message);
    if (parsed.success) receive(parsed.data);
  });

  function receive(event: DatabaseEvent): void {
    if (event.op === "notification") {
      listeners.get(event.listener)?.onMessage(event.payload);
    } else if (event.op === "listening") {
      listeners.get(event.listener)?.onListening(event.listening);
    } else {
      const call = waiting.get(event.id);
      waiting.delete(event.id);
      if (event.op === "reply") call?.resolve(event.value);
      else call?.reject(uncrossError(event.error));
    }
  }

  function request(unsent: Unsent): Promise<unknown> {
    if (gone) return Promise.reject(gone);
    // Closing: open transactions still run and end; no new work starts (as after a pool's end).
    if (closing && startsWork(unsent)) return Promise.reject(new Error("The database is closing."));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      port.postMessage({ ...unsent, id } as DatabaseRequest);
    });
  }

  const queryable = (tx?: number): Queryable => ({
    async query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      return (await request({ op: "query", sql, ...(params && { params: [...params] }), tx })) as T[];
    },
    async exec(sql: string): Promise<void> {
      await request({ op: "exec", sql, tx });
    },
  });
  const direct = queryable();

  return {
    kind,
    ...scope.outside(direct),
    async transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> {
      scope.assertOutside("transaction");
      const tx = serial.parse(await request({ op: "begin" }));
      let result: R;
      try {
        result = await scope.run(() => fn(queryable(tx)));
      } catch (error) {
        await request({ op: "end", tx, commit: false }).catch(() => {});
        throw error;
      }
      await request({ op: "end", tx, commit: true });
      return result;
    },
    async listen(channel, handlers) {
      const listener = serial.parse(await request({ op: "listen", channel }));
      listeners.set(listener, handlers);
      // The other side was listening before it answered: say so, as it said before this side knew it.
      handlers.onListening(true);
      return async () => {
        listeners.delete(listener);
        handlers.onListening(false);
        if (!gone && !closing) await request({ op: "unlisten", listener });
      };
    },
    poolStats(): PoolStats {
      // One connection over there; the calls sent and not yet answered are its work and its queue.
      return { total: 1, idle: waiting.size === 0 ? 1 : 0, waiting: Math.max(0, waiting.size - 1) };
    },
    close(): Promise<void> {
      closing ??= request({ op: "close" }).then(() => {
        gone ??= new Error("The database is closed.");
      });
      return closing;
    },
    fail(error: Error) {
      gone ??= error;
      for (const call of waiting.values()) call.reject(gone);
      waiting.clear();
    },
  };
}
