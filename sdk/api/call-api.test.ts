import { describe, expect, it, vi } from "vitest";
import { callApi } from "./call-api.js";
import { recordPageView } from "./calls/engagement.js";
import { getCampaignByUri } from "./calls/lookup.js";
import { createApiClient } from "./client.js";
import { ApiError } from "./errors.js";

function clientAnswering(status: number, body?: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
  );
  return {
    client: createApiClient({
      base: "http://x.test/api/v1/cn",
      fetch: fetch as unknown as typeof globalThis.fetch,
    }),
    fetch,
  };
}

describe("callApi", () => {
  it("refuses a request that breaks the call's schema, before sending it", async () => {
    const { client, fetch } = clientAnswering(204);
    const bad = { body: { pageName: "landing", version: 3, campaignOid: "cmp_1" } } as never;
    await expect(callApi(client, recordPageView, bad)).rejects.toMatchObject({ statusCode: 400 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends a valid request and answers the parsed result by status", async () => {
    const { client, fetch } = clientAnswering(204);
    const result = await callApi(client, recordPageView, {
      body: { pageName: "landing", version: 2, campaignOid: "cmp_1" },
    });
    expect(result).toEqual({ status: 204, data: undefined });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("treats an answer that breaks the contract as an error", async () => {
    const { client } = clientAnswering(200, { campaign: { name: 42 } });
    const error = await callApi(client, getCampaignByUri, { query: { uri: "p/x" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 502 });
  });
});
