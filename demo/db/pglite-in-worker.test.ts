import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openPgliteInWorker } from "./pglite-in-worker.js";

// issue 18: the server's thread waits for PGlite's thread to open the database, and a thread that cannot
// (its folder locked by another server, say) stops the start with its reason. The real thread is the
// built dist/server/pglite-worker.js, which every browser test's server runs on; here stand-in threads
// (plain JavaScript, written for the test) play the ways a start can fail, and a death under the server.

describe("PGlite's thread, starting", () => {
  const dir = mkdtempSync(join(tmpdir(), "pglite-thread-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const standIn = (name: string, source: string) => {
    const file = join(dir, name);
    writeFileSync(file, source);
    return pathToFileURL(file);
  };

  it("rejects with the thread's own reason when it cannot open the database", async () => {
    const workerFile = standIn(
      "unable.mjs",
      `import { parentPort, workerData } from "node:worker_threads";
       parentPort.postMessage({ op: "unable", error: { message: "Another server is using the database folder " + workerData.dataDir,
         name: "DataDirLockedError", fields: { code: "LOCKED" } } });
       parentPort.close();`,
    );
    const error = await openPgliteInWorker({ dataDir: "/srv/data", workerFile }).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("DataDirLockedError");
    expect(error.message).toBe("Another server is using the database folder /srv/data");
    expect(error.code).toBe("LOCKED");
  });

  it("fails the calls waiting for a thread that dies under the server, then says it died", async () => {
    // Opens as the real thread says it does, then dies at the first statement it is sent.
    const workerFile = standIn(
      "dies.mjs",
      `import { parentPort } from "node:worker_threads";
       parentPort.on("message", () => process.exit(7));
       parentPort.postMessage({ op: "ready" });`,
    );
    const deaths: Error[] = [];
    const db = await openPgliteInWorker({
      dataDir: "/srv/data",
      workerFile,
      onDied: (error) => deaths.push(error),
    });
    const message = "The database thread exited (code 7) while the server ran.";
    await expect(db.query("SELECT 1")).rejects.toThrow(message);
    await expect.poll(() => deaths.map((error) => error.message)).toEqual([message]);
    await expect(db.query("SELECT 2")).rejects.toThrow(message);
  });

  it("rejects when the thread ends or throws before it says it is open", async () => {
    const exits = standIn("exits.mjs", "process.exit(3);");
    await expect(openPgliteInWorker({ dataDir: "/srv/data", workerFile: exits })).rejects.toThrow(
      "The database thread exited (code 3) before it opened.",
    );
    const throws = standIn("throws.mjs", `throw new Error("no WebAssembly here");`);
    await expect(openPgliteInWorker({ dataDir: "/srv/data", workerFile: throws })).rejects.toThrow(
      "no WebAssembly here",
    );
  });
});
