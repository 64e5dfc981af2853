import { MessageChannel, type MessagePort } from "node:worker_threads";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, isUniqueViolation } from "./database.js";
import { databaseOverPort, type PortDatabase } from "./database-over-port.js";
import { openPglite } from "./pglite.js";
import { serveDatabase } from "./serve-database.js";

// issue 18: the built server runs PGlite in a worker thread and reaches it through these messages. Here
// both ends are in this thread on a real MessageChannel (the structured clone is the same): what the
// server's code sees must be what it saw with PGlite in its own thread.

describe("a database over a message port", () => {
  const ports: MessagePort[] = [];
  let pglite: Database;
  let db: PortDatabase;
  let closed = 0;
  /** Another server-side end on the same database. */
  const connect = (): PortDatabase => {
    const channel = new MessageChannel();
    ports.push(channel.port1, channel.port2);
    // As the real thread does: once closed, its end of the channel closes too.
    serveDatabase(pglite, channel.port2, () => {
      closed += 1;
      channel.port2.close();
    });
    return databaseOverPort(channel.port1, "pglite");
  };
  beforeAll(async () => {
    pglite = await openPglite({ dataDir: ":memory:" });
    db = connect();
    await db.exec(`CREATE TABLE things (id int PRIMARY KEY, label text NOT NULL, at timestamptz, big bigint,
      doc jsonb, raw bytea)`);
  });
  beforeEach(async () => {
    await db.exec("DELETE FROM things");
  });
  afterAll(async () => {
    await pglite.close();
    for (const port of ports) port.close();
  });

  it("gives rows back with their types, as in one thread", async () => {
    const at = new Date("2026-11-29T04:00:00.000Z");
    const rows = await db.query(
      "INSERT INTO things (id, label, at, big, doc, raw) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *",
      [1, "one", at, 9007199254740993n, JSON.stringify({ k: [1] }), new Uint8Array([1, 2])],
    );
    expect(rows).toEqual([
      { id: 1, label: "one", at, big: 9007199254740993n, doc: { k: [1] }, raw: new Uint8Array([1, 2]) },
    ]);
    expect(db.kind).toBe("pglite");
  });

  it("carries the database's error fields, so a unique violation is still one", async () => {
    await db.query("INSERT INTO things (id, label) VALUES ($1, $2)", [1, "one"]);
    const error = await db
      .query("INSERT INTO things (id, label) VALUES ($1, $2)", [1, "again"])
      .catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toContain("duplicate key");
    expect(isUniqueViolation(error)).toBe(true);
    expect(error.constraint).toBe("things_pkey");
  });

  it("commits a transaction, rolls one back on a throw, and refuses the database itself inside one", async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO things (id, label) VALUES ($1, $2)", [1, "kept"]);
      expect(() => db.query("SELECT 1")).toThrow(/inside db.transaction/);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO things (id, label) VALUES ($1, $2)", [2, "lost"]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await db.query("SELECT label FROM things ORDER BY id")).toEqual([{ label: "kept" }]);
  });

  it("fails the commit of a transaction whose failed statement was caught, keeping nothing of it", async () => {
    await db.query("INSERT INTO things (id, label) VALUES ($1, $2)", [1, "one"]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO things (id, label) VALUES ($1, $2)", [2, "two"]);
        await tx.query("INSERT INTO things (id, label) VALUES ($1, $2)", [1, "dup"]).catch(() => {});
      }),
    ).rejects.toThrow();
    expect(await db.query("SELECT id FROM things ORDER BY id")).toEqual([{ id: 1 }]);
  });

  it("queues a statement sent during a transaction until it ends, as PGlite's one connection does", async () => {
    const order: string[] = [];
    let inside: () => void = () => {};
    const opened = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query("INSERT INTO things (id, label) VALUES ($1, $2)", [1, "in transaction"]);
      inside();
      await held;
      order.push("commit");
    });
    await opened;
    const outside = db.query<{ n: number }>("SELECT count(*)::int AS n FROM things").then((rows) => {
      order.push("outside");
      return rows[0]?.n;
    });
    release();
    await transaction;
    expect(await outside).toBe(1);
    expect(order).toEqual(["commit", "outside"]);
  });

  it("hears NOTIFY on a channel until it stops listening", async () => {
    const heard: string[] = [];
    const states: boolean[] = [];
    const stop = await db.listen("things_changed", {
      onMessage: (payload) => heard.push(payload),
      onListening: (listening) => states.push(listening),
    });
    await db.query("SELECT pg_notify('things_changed', $1)", ["first"]);
    await expect.poll(() => heard).toEqual(["first"]);
    await stop();
    await db.query("SELECT pg_notify('things_changed', $1)", ["second"]);
    await db.query("SELECT 1");
    expect(heard).toEqual(["first"]);
    expect(states).toEqual([true, false]);
  });

  it("counts the calls waiting for the other side, and fails them and later ones once it has gone", async () => {
    const gone = connect();
    const pending = [gone.query("SELECT pg_sleep(0.2)"), gone.query("SELECT 1")];
    expect(gone.poolStats()).toEqual({ total: 1, idle: 0, waiting: 1 });
    gone.fail(new Error("the database thread stopped"));
    for (const call of pending) await expect(call).rejects.toThrow("the database thread stopped");
    await expect(gone.query("SELECT 1")).rejects.toThrow("the database thread stopped");
    expect(gone.poolStats()).toEqual({ total: 1, idle: 1, waiting: 0 });
  });

  it("closes the database on request, once, after the open transaction ends; it starts nothing new", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let began = () => {};
    const open = new Promise<void>((resolve) => {
      began = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      began();
      await held;
      await tx.query("INSERT INTO things (id, label) VALUES (7, 'last')");
    });
    await open;
    const closing = db.close();
    await expect(db.query("SELECT 1")).rejects.toThrow("The database is closing.");
    await expect(db.transaction(async () => {})).rejects.toThrow("The database is closing.");
    release();
    await transaction;
    await closing;
    await db.close();
    expect(closed).toBe(1);
    await expect(db.query("SELECT 1")).rejects.toThrow("The database is closed.");
    await expect(pglite.query("SELECT 1")).rejects.toThrow();
  });
});
