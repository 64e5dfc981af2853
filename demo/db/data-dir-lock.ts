import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { resolve } from "node:path";

// PGlite is one process's database: a second server opening the same folder migrated it under the
// first one, and a crash then lost acknowledged registrations or left the folder unopenable. A lock
// file beside the folder (`<dataDir>.lock`, holding the owner's pid and host, written whole then linked
// into place: link() fails if the name exists, like O_EXCL, and no one ever reads a half-written lock) keeps
// a second process out. A lock whose process is gone (kill -9, a crash) is taken over at once, so a
// restart is never blocked by the server it replaces. Libraries that lock by age (proper-lockfile)
// would block that restart until the lock went stale.

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock if this process still owns it. Safe to call twice. */
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, owner: string) {
    super(
      `Another server (${owner}) is using the database folder ${dataDir}. Stop it first, or give this ` +
        `server its own DATA_DIR (the lock is ${dataDir}.lock; remove it only if that process is gone).`,
    );
    this.name = "DataDirLockedError";
  }
}

interface Owner {
  pid: number;
  host: string;
}

const lockPathOf = (dataDir: string) => `${resolve(dataDir)}.lock`;

function readOwner(path: string): Owner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<Owner>;
    return typeof parsed.pid === "number" && typeof parsed.host === "string"
      ? { pid: parsed.pid, host: parsed.host }
      : undefined;
  } catch {
    return undefined; // half-written by a process killed mid-write, or gone: nobody holds it
  }
}

/** Whether the lock's owner may still be running. A lock from another host is never judged stale. */
function isAlive(owner: Owner): boolean {
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // alive, another user's
  }
}

function existsOrUnreadable(path: string): boolean {
  try {
    readFileSync(path);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== "ENOENT";
  }
}

function tryCreate(path: string): boolean {
  const draft = `${path}.${process.pid}.tmp`;
  writeFileSync(draft, JSON.stringify({ pid: process.pid, host: hostname() } satisfies Owner));
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Moves a dead owner's lock aside. The rename is atomic: of two processes breaking the same stale lock
 * only one moves it; the other then races for the fresh lock through link() like any newcomer. A lock
 * renamed by mistake (it was replaced between the read and the rename) is put back.
 */
function breakStale(path: string, stale: Owner | undefined): void {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch {
    return; // someone else moved it
  }
  const moved = readOwner(aside);
  if (moved && (moved.pid !== stale?.pid || moved.host !== stale.host)) {
    // A live lock taken after our read: give it back, unless yet another process took the name.
    try {
      linkSync(aside, path);
    } catch {
      // taken: that process won the lock
    }
  }
  unlinkSync(aside);
}

/** Takes the lock of a PGlite folder for this process, or throws DataDirLockedError naming the owner. */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = lockPathOf(dataDir);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(path)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        if (readOwner(path)?.pid === process.pid) unlinkSync(path);
      };
      // A server that exits without closing the database (an error at start) leaves no lock behind.
      process.on("exit", release);
      return { path, release };
    }
    const owner = readOwner(path);
    if (owner === undefined && !existsOrUnreadable(path)) continue; // released just now: try again
    if (owner && isAlive(owner)) {
      const who = owner.pid === process.pid ? "this process" : `pid ${owner.pid} on ${owner.host}`;
      throw new DataDirLockedError(dataDir, who);
    }
    breakStale(path, owner);
  }
  throw new DataDirLockedError(dataDir, "a process starting at the same moment");
}
