import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, expect, it } from "vitest";
import { countStatements } from "../../db/statement-counter.js";
import { forEachDatabase } from "../../db/testing.js";
import { insertQueuedMessage, nextDueInMs } from "../../store/message-queue.js";
import { captureLogger } from "../testing/capture-logger.js";
import { quickDeliverySettings } from "../testing/quick-delivery.js";
import { createDeliveryWorker, type DeliveryWorker } from "./delivery-worker.js";
import type { MessageSender } from "./message-sender.js";

// issue 18: with nothing queued the delivery worker looks at the queue once per poll interval. It once
// read an empty queue as "a message is due now" and asked again at once: 600 pairs of statements a
// second from an idle server, and most of a core on PGlite.

const POLL_MS = 200;
const nothingSent: MessageSender = { send: async () => Promise.reject(new Error("no message expected")) };

forEachDatabase("the delivery worker with nothing to deliver", (getDb) => {
  let worker: DeliveryWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  it("reads an empty queue as nothing waiting, and a queued message as due", async () => {
    await getDb().query("DELETE FROM message_queue WHERE status = 'queued'");
    expect(await nextDueInMs(getDb())).toBeNull();
    await insertQueuedMessage(getDb(), { to: "due@example.com", channel: "email", kind: "other", body: "x" });
    expect(await nextDueInMs(getDb())).toBe(0);
    await getDb().query("DELETE FROM message_queue WHERE status = 'queued'");
  });

  it("looks at the queue about once per poll interval, not in a loop", async () => {
    const db = countStatements(getDb());
    worker = createDeliveryWorker({
      db,
      senders: { email: nothingSent, sms: nothingSent, webhook: nothingSent },
      settings: quickDeliverySettings(POLL_MS),
      log: captureLogger().logger,
    });
    worker.start();
    await sleep(5 * POLL_MS);
    // Each look is a claim and a "when is the next one due"; five intervals make at most six looks.
    expect(db.count.statements).toBeLessThanOrEqual(12);
    expect(db.count.statements).toBeGreaterThanOrEqual(2);
  });
});
