import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient, MIN_DELAY_MS } from "../api/client.js";
import { createMemoryTokenStore } from "../api/token-store.js";
import { FanStore } from "../fan/fan-store.js";
import { ACTION_RETRY_MS } from "../flow/retry-action.js";
import { recordFanAction } from "./record-action.js";

const SHARE = { campaignOid: "cmp_1", type: "share", channel: "twitter", target: "twitter:share" } as const;
const ANSWER = { completedActions: [], stats: { totalPoints: 5 } };

/** A client whose POSTs answer the statuses given in turn; GETs (the fan) answer 401. */
function clientAnswering(...statuses: number[]) {
  const posts: number[] = [];
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    if (init?.method !== "POST") return new Response(null, { status: 401 });
    const status = statuses[posts.length] ?? 201;
    posts.push(status);
    return new Response(JSON.stringify(status === 201 ? ANSWER : { message: "down", statusCode: status }), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  const client = createApiClient({
    base: "http://x.test/api/v1/cn",
    fetch: fetch as unknown as typeof globalThis.fetch,
    tokenStore: createMemoryTokenStore("tok"),
  });
  return { client, posts };
}

describe("recordFanAction", () => {
  afterEach(() => vi.useRealTimers());

  it("records the action and loads the fan again", async () => {
    const { client, posts } = clientAnswering(201);
    const store = new FanStore();
    await recordFanAction(client, SHARE, { store });
    expect(posts).toEqual([201]);
    expect(store.get("cmp_1").status).toBe("visitor");
  });

  describe("when the first call fails", () => {
    it("tries it again after 2000 ms", async () => {
      vi.useFakeTimers();
      const { client, posts } = clientAnswering(503, 201);
      const done = recordFanAction(client, SHARE, { store: new FanStore() });
      await vi.advanceTimersByTimeAsync(ACTION_RETRY_MS - 1);
      expect(posts).toEqual([503]);
      await vi.advanceTimersByTimeAsync(1);
      expect(posts).toEqual([503, 201]);
      await vi.advanceTimersByTimeAsync(MIN_DELAY_MS); // a write answers after the client's minimum delay
      await done;
    });

    it("throws when the second call fails too", async () => {
      const { client, posts } = clientAnswering(503, 503);
      await expect(
        recordFanAction(client, SHARE, { store: new FanStore(), retryMs: 1 }),
      ).rejects.toMatchObject({
        statusCode: 503,
      });
      expect(posts).toEqual([503, 503]);
    });
  });
});
