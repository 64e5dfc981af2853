import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { DEMO_PROMOTER_KEY } from "../../seed/build-seed.js";
import { createMessageDelivery, type MessageDelivery } from "../messaging/message-delivery.js";
import { retryDelayMs } from "../messaging/retry-delay.js";
import { createHarness, type Harness, pendingEmailFan, testConfig } from "../testing/api-harness.js";
import { promoterClient } from "../testing/promoter-client.js";

// Issue 19's done-when: a receiver on loopback gets a signed delivery, checks it with the recipe of
// docs/promoter-api.md, fails the first attempts and receives the retry from the durable queue.

interface Received {
  headers: IncomingMessage["headers"];
  body: string;
}

/** docs/promoter-api.md "Verifying a delivery", as a receiver writes it. */
function verifySignature(header: string, rawBody: string, secret: string, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  if (Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex");
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length / 2 && timingSafeEqual(given, Buffer.from(expected, "hex"));
}

const FAILURES = 2;

forEachDatabase("webhook deliveries", (getDb) => {
  let h: Harness;
  let delivery: MessageDelivery;
  let receiver: Server;
  let url: string;
  const received: Received[] = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
        res.writeHead(received.length <= FAILURES ? 500 : 200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const config = testConfig({ WEBHOOK_RETRY_BASE_MS: "200", MESSAGE_POLL_MS: "50" });
    delivery = createMessageDelivery({ db: getDb(), config });
    h = await createHarness(getDb(), { messages: delivery });
    delivery.start();
  });

  afterAll(async () => {
    await delivery?.stop();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  describe("given an endpoint for fan.registered that fails twice", () => {
    it("retries until it answers 2xx, each attempt signed as documented, and records the attempts", async () => {
      const promoter = promoterClient(h, DEMO_PROMOTER_KEY);
      const hook = await promoter<{ id: string; secret: string }>("POST", "/webhooks", {
        url,
        events: ["fan.registered"],
      });
      expect(hook.status).toBe(201);
      const { email } = await pendingEmailFan(h);

      await expect.poll(() => received.length, { timeout: 20_000, interval: 100 }).toBe(FAILURES + 1);
      for (const request of received) {
        const signature = String(request.headers["fan-campaigns-signature"]);
        expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
        expect(verifySignature(signature, request.body, hook.body.secret)).toBe(true);
        expect(verifySignature(signature, request.body, "whsec_another")).toBe(false);
        expect(verifySignature(signature, `${request.body} `, hook.body.secret)).toBe(false);
      }
      const event = JSON.parse(received[FAILURES]?.body ?? "{}");
      expect(event).toMatchObject({
        type: "fan.registered",
        created: expect.any(Number),
        data: { fan: { emailAddress: email } },
      });
      // The same event each time: a receiver can drop repeats by its id.
      expect(new Set(received.map((r) => JSON.parse(r.body).id)).size).toBe(1);

      await expect
        .poll(
          async () =>
            (
              await promoter<{ deliveries: { status: string }[] }>(
                "GET",
                `/webhooks/${hook.body.id}/deliveries`,
              )
            ).body.deliveries[0]?.status,
          { timeout: 5_000 },
        )
        .toBe("sent");
      const [recorded] = (
        await promoter<{ deliveries: { attempts: number; lastError: string }[] }>(
          "GET",
          `/webhooks/${hook.body.id}/deliveries`,
        )
      ).body.deliveries;
      expect(recorded).toMatchObject({
        attempts: FAILURES + 1,
        lastError: expect.stringContaining("HTTP 500"),
      });
    });
  });
});

describe("the webhook retry policy", () => {
  it("keeps retrying for over 24 hours with the default settings, even when every delay is its shortest", () => {
    const config = testConfig();
    const policy = { baseMs: config.WEBHOOK_RETRY_BASE_MS, maxMs: config.WEBHOOK_RETRY_MAX_MS };
    let total = 0;
    for (let attempt = 1; attempt < config.WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      total += retryDelayMs(attempt, policy, () => 0);
    }
    expect(total).toBeGreaterThan(24 * 3_600_000);
  });
});
