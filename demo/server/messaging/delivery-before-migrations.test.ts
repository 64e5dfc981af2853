import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import { migrate } from "../../db/migrate.js";
import { openPglite } from "../../db/pglite.js";
import { unmigratedDatabases } from "../../db/testing.js";
import { insertQueuedMessage } from "../../store/message-queue.js";
import { captureLogger } from "../testing/capture-logger.js";
import { quickDeliverySettings } from "../testing/quick-delivery.js";
import { queuedMessagesSource } from "./delivery-metrics.js";
import { createDeliveryWorker, type DeliveryWorker } from "./delivery-worker.js";
import type { MessageSender, OutgoingMessage } from "./message-sender.js";

// docs/running-the-server.md: with MIGRATE_ON_START=0 a server may start on a database not migrated yet
// and become ready once `npm run migrate` ran, without a restart. Its background work waits quietly
// meanwhile (one warning, no error lines) and resumes by itself.

const POLL_MS = 20;

/** Resolves once `check` holds, polling; fails after `ms`. */
async function eventually(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(10);
  }
}

const engines = unmigratedDatabases();

for (const engine of engines) {
  describe(`background work on a database not migrated yet [${engine.name}]`, () => {
    let opened: { db: Database; close(): Promise<void> };
    let worker: DeliveryWorker | undefined;
    beforeAll(async () => {
      opened = await engine.open();
    });
    afterAll(async () => {
      await worker?.stop();
      await opened?.close();
    });

    it("the delivery worker warns once that it waits for the migrations, then delivers once they are applied", async () => {
      const log = captureLogger();
      const sent: OutgoingMessage[] = [];
      const email: MessageSender = {
        async send(message) {
          sent.push(message);
          return "id";
        },
      };
      const failing: MessageSender = {
        send: async () => Promise.reject(new Error("not this channel")),
      };
      worker = createDeliveryWorker({
        db: opened.db,
        senders: { email, sms: failing, webhook: failing },
        settings: quickDeliverySettings(POLL_MS),
        log: log.logger,
      });
      worker.start();
      // Without waiting this is ~30 polls, each an error line with a stack; waiting, a few looks.
      await sleep(30 * POLL_MS);
      const warnings = () => log.lines.filter((line) => line.level === 40);
      const errors = () => log.lines.filter((line) => Number(line.level) >= 50);
      expect(errors()).toEqual([]);
      expect(warnings()).toHaveLength(1);
      expect(String(warnings()[0]?.msg)).toMatch(/waiting for the database migrations/);

      await migrate(opened.db);
      await insertQueuedMessage(opened.db, {
        to: "after.migrate@example.com",
        channel: "email",
        kind: "other",
        body: "Hello",
      });
      // No wake(): it resumes by itself.
      await eventually(() => sent.length === 1, "the queued message delivered");
      expect(sent[0]).toMatchObject({ to: "after.migrate@example.com", body: "Hello" });
      expect(log.lines.some((line) => /migrations are applied/.test(String(line.msg)))).toBe(true);
      expect(errors()).toEqual([]);
      expect(warnings()).toHaveLength(1);
    });
  });
}

describe("the queue depth for /metrics on a database not migrated yet [pglite]", () => {
  it("answers nothing waiting instead of failing, and counts once migrated", async () => {
    const db = await openPglite({ dataDir: ":memory:" });
    try {
      const depth = queuedMessagesSource(db);
      expect(await depth()).toEqual({});
      await migrate(db);
      await insertQueuedMessage(db, { to: "a@example.com", channel: "email", kind: "other", body: "x" });
      expect(await depth()).toEqual({ email: 1 });
    } finally {
      await db.close();
    }
  });
});
