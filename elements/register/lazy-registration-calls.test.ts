import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "../../sdk/api/client.js";
import { CampaignSchema } from "../../sdk/api/schemas/campaign.js";
import { lazyRegisterCalls } from "./lazy-registration-calls.js";

function clientAnswering(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
  return createApiClient({
    base: "http://x.test/api/v1/cn",
    fetch: fetch as unknown as typeof globalThis.fetch,
    minDelayMs: 0,
  });
}

const CAMPAIGN = {
  oid: "cmp_1",
  type: "presale",
  uri: "p/one",
  urlSlug: "one",
  name: "One",
  promoterOid: "prm_1",
};

describe("the register screen's calls, loaded on first use", () => {
  it("answer each call's declared statuses, typed", async () => {
    const client = clientAnswering(429, { message: "Slow down", statusCode: 429, retry_after: 3 });
    const campaign = CampaignSchema.parse(CAMPAIGN);
    const answer = await lazyRegisterCalls(client, campaign).verifyEmailCode("ada@example.com", "ABC123");
    expect(answer).toEqual({ status: 429, data: { message: "Slow down", statusCode: 429, retry_after: 3 } });
  });
});
