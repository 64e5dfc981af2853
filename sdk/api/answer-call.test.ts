import { describe, expect, it, vi } from "vitest";
import { answerCall } from "./answer-call.js";
import { getCampaignByUri } from "./calls/lookup.js";
import { verifySms } from "./calls/registration.js";
import { createApiClient } from "./client.js";

function clientAnswering(status: number, body?: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
  );
  return createApiClient({
    base: "http://x.test/api/v1/cn",
    fetch: fetch as unknown as typeof globalThis.fetch,
    minDelayMs: 0,
  });
}

const sms = { body: { campaignOid: "cmp_1", shortCode: "AB12C", uri: "p/x" } };

describe("answerCall", () => {
  it("answers a declared error status as a typed value, not a throw", async () => {
    const client = clientAnswering(429, { message: "Slow down", statusCode: 429, retry_after: 5 });
    const answer = await answerCall(client, verifySms, sms);
    expect(answer).toEqual({
      status: 429,
      data: { message: "Slow down", statusCode: 429, retry_after: 5 },
    });
    if (answer.status === 429) expect(answer.data.retry_after).toBe(5);
  });

  it("answers a status the call does not declare as failed, keeping the status code", async () => {
    const client = clientAnswering(503, { message: "Down", statusCode: 503 });
    const answer = await answerCall(client, verifySms, sms);
    expect(answer.status).toBe("failed");
    if (answer.status === "failed") expect(answer.error.statusCode).toBe(503);
  });

  it("answers a declared status whose body breaks the contract as failed (502)", async () => {
    const client = clientAnswering(404, { nope: true });
    const answer = await answerCall(client, getCampaignByUri, { query: { uri: "p/x" } });
    expect(answer.status).toBe("failed");
    if (answer.status === "failed") expect(answer.error.statusCode).toBe(502);
  });

  it("answers a network failure as failed", async () => {
    const client = createApiClient({
      base: "http://x.test/api/v1/cn",
      fetch: (async () => {
        throw new TypeError("Failed to fetch");
      }) as unknown as typeof globalThis.fetch,
      minDelayMs: 0,
    });
    const answer = await answerCall(client, verifySms, sms);
    expect(answer.status).toBe("failed");
  });

  it("rejects when its caller aborted", async () => {
    const client = clientAnswering(201, { success: true });
    const abort = new AbortController();
    abort.abort();
    await expect(answerCall(client, verifySms, sms, { signal: abort.signal })).rejects.toBeDefined();
  });
});
