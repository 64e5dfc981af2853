import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../api/client.js";
import { ApiError } from "../api/errors.js";
import { firstViewSchemasNow, lazyLookupCampaign, loadFirstViewSchemas } from "./lazy-lookup.js";

const clientAnswering = (answer: Promise<{ status: number; data: unknown }>) => {
  const request = vi.fn(() => answer);
  return { client: { request } as unknown as ApiClient, request };
};

describe("the first view's campaign lookup (issue 22)", () => {
  it("sends the request at once, before the schemas' chunk has loaded, through the client's cache", () => {
    const { client, request } = clientAnswering(new Promise(() => undefined));
    void lazyLookupCampaign(client, { uri: "p/demo-presale" });
    expect(request).toHaveBeenCalledWith({
      method: "GET",
      path: "/campaign-uri",
      query: { uri: "p/demo-presale" },
      cache: true,
    });
  });

  it("parses the answer with the lookup's schema once both are in: a broken answer is an ApiError 502", async () => {
    const { client } = clientAnswering(Promise.resolve({ status: 200, data: { campaign: { oid: 5 } } }));
    const error = await lazyLookupCampaign(client, { uri: "p/demo-presale" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(502);
    expect(firstViewSchemasNow()).toBe(await loadFirstViewSchemas());
  });

  it("checks the query as callApi does (an ApiError 400 naming the field)", async () => {
    const { client } = clientAnswering(Promise.resolve({ status: 200, data: {} }));
    const error = await lazyLookupCampaign(client, { uri: "x".repeat(201) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(400);
    expect((error as ApiError).message).toMatch(/query field "uri"/);
  });
});
