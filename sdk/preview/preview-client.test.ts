import { describe, expect, it, vi } from "vitest";
import { callApi } from "../api/call-api.js";
import { recordAction } from "../api/calls/engagement.js";
import { previewFan } from "../api/calls/lookup.js";
import { createApiClient } from "../api/client.js";
import { ApiError } from "../api/errors.js";
import { PREVIEW_TOKEN_HEADER } from "./messages.js";
import { createPreviewFetch, type PreviewSession } from "./preview-client.js";

const TOKEN = `pv1.1999999999.${"a".repeat(64)}`;
const REFUSAL = "This is not available while in preview mode";

function setup(token: string | undefined) {
  const session: PreviewSession = { token, refusal: REFUSAL };
  const network = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json({ oid: "fan_preview", campaignOid: "cmp_1" }),
  );
  const client = createApiClient({
    base: "http://site.test/api/v1/cn",
    fetch: createPreviewFetch(session, network as typeof fetch),
    minDelayMs: 0,
  });
  return { session, network, client };
}

describe("the preview fetch", () => {
  it("sends the preview calls with the session's token", async () => {
    const { network, client } = setup(TOKEN);
    const answer = await callApi(client, previewFan, { body: { campaignOid: "cmp_1" } });
    expect(answer.status).toBe(200);
    const init = network.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get(PREVIEW_TOKEN_HEADER)).toBe(TOKEN);
  });

  it("refuses every other call without touching the network", async () => {
    const { network, client } = setup(TOKEN);
    const write = callApi(client, recordAction, {
      body: { campaignOid: "cmp_1", type: "share", channel: "twitter", target: "twitter:share" },
    });
    await expect(write).rejects.toEqual(new ApiError(REFUSAL, 403));
    await expect(client.request({ method: "POST", path: "/campaign-page-view", body: {} })).rejects.toThrow(
      REFUSAL,
    );
    expect(network).not.toHaveBeenCalled();
  });

  it("sends nothing before a trusted message gave it a token", async () => {
    const { network, client } = setup(undefined);
    await expect(callApi(client, previewFan, { body: {} })).rejects.toThrow(REFUSAL);
    expect(network).not.toHaveBeenCalled();
  });
});
