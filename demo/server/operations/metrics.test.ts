import { describe, expect, it } from "vitest";
import { createMetrics } from "./metrics.js";

describe("the database connections gauge", () => {
  it("does not count the scrape's own queue query as a request waiting for a connection", async () => {
    // A pool like pg's: a query asked for while every connection is taken waits until the next tick.
    let waiting = 0;
    const metrics = createMetrics({ pool: () => ({ total: 1, idle: 1, waiting }) });
    metrics.setQueuedMessagesSource(async () => {
      waiting += 1;
      await new Promise((resolve) => setTimeout(resolve, 1));
      waiting -= 1;
      return { email: 0, sms: 0 };
    });
    const text = await metrics.text();
    expect(text).toContain('fan_campaigns_db_connections{state="waiting"} 0');
    expect(text).toContain('fan_campaigns_messages_queued{channel="email"} 0');
  });
});
