import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock.js";
import { openDatabase } from "./open-database.js";

// Issue 15: a second server on the same PGlite folder opened and migrated it under the first. The folder
// is locked; a lock left by a dead process (kill -9) does not block the restart. The holders here are
// real processes: a live one (a node child waiting on its stdin) and a dead one (a child that exited).

const root = mkdtempSync(join(tmpdir(), "fc-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let counter = 0;
const freshDir = () => join(root, `pglite-${++counter}`);

const writeLock = (dataDir: string, pid: number) =>
  writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid, host: hostname() }));

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** A live process that is not this one. */
function liveProcess(): number {
  const child = spawn(process.execPath, ["-e", "process.stdin.resume()"], {
    stdio: ["pipe", "ignore", "ignore"],
  });
  children.push(child);
  if (!child.pid) throw new Error("no child pid");
  return child.pid;
}

/** The pid of a process that has exited (as after kill -9). */
function deadProcess(): number {
  const { pid } = spawnSync(process.execPath, ["-e", "0"]);
  return pid;
}

describe("the PGlite folder lock", () => {
  it("refuses a second open of a folder in use, naming the folder and the owner, until the first closes", async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        /Another server \(this process\) is using the database folder/,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 60_000);

  it("refuses a folder whose lock names a live process", async () => {
    const dataDir = freshDir();
    const pid = liveProcess();
    writeLock(dataDir, pid);
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      new RegExp(`pid ${pid} on .* is using the database folder`),
    );
    expect(existsSync(dataDir)).toBe(true);
    // Nothing was created or migrated in it.
    expect(existsSync(join(dataDir, "PG_VERSION"))).toBe(false);
  });

  it("takes over the lock of a dead process at once (a restart after kill -9)", async () => {
    const dataDir = freshDir();
    writeLock(dataDir, deadProcess());
    const db = await openDatabase({ dataDir });
    try {
      expect(await db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  }, 60_000);

  it("takes over an unreadable lock, holds it against a second taker, and releases once", () => {
    const dataDir = freshDir();
    writeFileSync(`${dataDir}.lock`, "{half");
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(/this process/);
    lock.release();
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
