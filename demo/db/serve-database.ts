import type { Database, Queryable } from "./database.js";
import {
  crossError,
  type DatabaseEvent,
  type DatabaseRequest,
  databaseRequest,
} from "./database-messages.js";

// Issue 18: the worker's side of database-messages.ts. Each request runs on the database as the server's
// thread would have run it: a transaction holds PGlite's one connection from `begin` to `end`, and other
// statements queue behind it in PGlite's own mutex, exactly as in one thread.

/** The worker's end of the channel (a MessagePort, or parentPort). */
export interface RequestPort {
  on(event: "message", listener: (message: unknown) => void): unknown;
  postMessage(message: DatabaseEvent): void;
}

interface OpenTransaction {
  tx: Queryable;
  end(commit: boolean): void;
  /** Settles once COMMIT or ROLLBACK has run (rejects when the commit failed). */
  ended: Promise<unknown>;
}

/** Set as the rejection that makes `db.transaction` roll back, when the server's side asked for it. */
const ROLLBACK = Symbol("rollback");

/** Answers the requests arriving on `port` from `db`; `onClosed` runs once a `close` request has closed it
 * and been answered. */
export function serveDatabase(db: Database, port: RequestPort, onClosed: () => void = () => {}): void {
  const transactions = new Map<number, OpenTransaction>();
  const listeners = new Map<number, () => Promise<void>>();
  let nextNumber = 1;

  const queryableFor = (tx: number | undefined): Queryable => {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error(`transaction ${tx} is not open`);
    return open.tx;
  };

  const begin = (): Promise<number> =>
    new Promise((opened, unable) => {
      const number = nextNumber++;
      let end: (commit: boolean) => void = () => {};
      const ended = db
        .transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              end = (yes) => (yes ? commit(undefined) : rollback(ROLLBACK));
              transactions.set(number, { tx, end, ended });
              opened(number);
            }),
        )
        .finally(() => transactions.delete(number));
      // BEGIN itself failed (the database closing, say): no transaction was opened.
      ended.catch((error: unknown) => {
        if (!transactions.has(number) && error !== ROLLBACK) unable(error);
      });
    });

  const endTransaction = async (tx: number, commit: boolean): Promise<void> => {
    const open = transactions.get(tx);
    if (!open) throw new Error(`transaction ${tx} is not open`);
    open.end(commit);
    try {
      await open.ended;
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
  };

  const run = async (request: DatabaseRequest): Promise<unknown> => {
    switch (request.op) {
      case "query":
        return queryableFor(request.tx).query(request.sql, request.params);
      case "exec":
        return queryableFor(request.tx).exec(request.sql);
      case "begin":
        return begin();
      case "end":
        return endTransaction(request.tx, request.commit);
      case "listen": {
        const listener = nextNumber++;
        const stop = await db.listen(request.channel, {
          onMessage: (payload) => port.postMessage({ op: "notification", listener, payload }),
          onListening: (listening) => port.postMessage({ op: "listening", listener, listening }),
        });
        listeners.set(listener, stop);
        return listener;
      }
      case "unlisten": {
        const stop = listeners.get(request.listener);
        listeners.delete(request.listener);
        return stop?.();
      }
      case "close":
        return db.close();
    }
  };

  port.on("message", (message) => {
    const parsed = databaseRequest.safeParse(message);
    if (!parsed.success) return; // not ours: the server's side only sends requests it built
    const { id } = parsed.data;
    run(parsed.data).then(
      (value) => {
        port.postMessage({ op: "reply", id, value });
        // After the reply: `onClosed` may close the port it goes through.
        if (parsed.data.op === "close") onClosed();
      },
      (error: unknown) => port.postMessage({ op: "failed", id, error: crossError(error) }),
    );
  });
}
