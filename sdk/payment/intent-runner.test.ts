import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "../api/client.js";
import type { PaymentIntent } from "../api/schemas/payment-intent.js";
import type { IntentRequest } from "./intent-runner.js";
import { loadPaymentIntent, MAX_INTENT_ATTEMPTS, requestIntent } from "./intent-runner.js";
import { PAYMENT_MESSAGES } from "./messages.js";

type Reply = { status: number; body?: unknown } | Error;

/** An API client on a fetch that plays the given replies in order (the last one repeats). */
function serverReplying(...replies: Reply[]) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    requests.push({
      method: String(init.method),
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const reply = replies[Math.min(requests.length - 1, replies.length - 1)]!;
    if (reply instanceof Error) throw reply;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  });
  const client = createApiClient({
    base: "http://shop.test/api/v1/cn",
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, requests };
}

const intent: PaymentIntent = {
  id: "tgpi_1",
  clientSecret: "tgpi_1_secret_abc",
  amount: 2500,
  currency: "AUD",
  status: "requires_payment_method",
};
const create: IntentRequest = {
  action: "create",
  reason: "first",
  payload: { campaignOid: "cmp_paid", campaignFanOid: "fan_1", totalAmount: 2500, currencyCode: "AUD" },
};
const update: IntentRequest = {
  action: "update",
  intent: { ...intent, amount: 1000, currency: "EUR" },
  payload: { campaignOid: "cmp_donate", campaignFanOid: "fan_1", totalAmount: 1250, currencyCode: "EUR" },
};
const serverError = { status: 500, body: { message: "boom", statusCode: 500 } };
const setupFailed = {
  status: "failed",
  reason: "intent-setup",
  messages: [PAYMENT_MESSAGES.intentSetupFailed, PAYMENT_MESSAGES.tryAgain],
};

describe("creating an intent", () => {
  it("posts the payload for the campaign and answers the intent to confirm", async () => {
    const { client, requests } = serverReplying({ status: 201, body: intent });
    expect(await requestIntent(client, create)).toEqual({ status: "ready", intent });
    expect(requests).toEqual([
      {
        method: "POST",
        url: "http://shop.test/api/v1/cn/campaign-fan/cmp_paid/payment-intent",
        body: create.payload,
      },
    ]);
  });

  it("tries a second time after a server error", async () => {
    const { client, requests } = serverReplying(serverError, { status: 201, body: intent });
    expect(await requestIntent(client, create)).toEqual({ status: "ready", intent });
    expect(requests).toHaveLength(2);
  });

  it("tries a second time after a network failure", async () => {
    const { client, requests } = serverReplying(new TypeError("Failed to fetch"), {
      status: 201,
      body: intent,
    });
    expect(await requestIntent(client, create)).toEqual({ status: "ready", intent });
    expect(requests).toHaveLength(2);
  });

  it("stops after 2 attempts with the intent-secret error and 'Please try again.'", async () => {
    const { client, requests } = serverReplying(serverError);
    expect(await requestIntent(client, create)).toEqual(setupFailed);
    expect(requests).toHaveLength(MAX_INTENT_ATTEMPTS);
  });

  it("stops after 2 attempts when the fan account is absent (401)", async () => {
    const { client, requests } = serverReplying({
      status: 401,
      body: { message: "absent", statusCode: 401 },
    });
    expect(await requestIntent(client, create)).toEqual(setupFailed);
    expect(requests).toHaveLength(2);
  });

  it("stops at once with 'Invalid payment payload' on a 400", async () => {
    const { client, requests } = serverReplying({
      status: 400,
      body: { message: "Invalid payment payload" },
    });
    expect(await requestIntent(client, create)).toEqual({
      status: "failed",
      reason: "invalid-payload",
      messages: [PAYMENT_MESSAGES.invalidPayload],
    });
    expect(requests).toHaveLength(1);
  });

  it("answers 'paid' when the server says a single purchase is paid already (409)", async () => {
    const { client, requests } = serverReplying({ status: 409, body: { message: "already paid" } });
    expect(await requestIntent(client, create)).toEqual({ status: "paid" });
    expect(requests).toHaveLength(1);
  });

  it("counts an answer that breaks the contract as a failed attempt", async () => {
    const { client, requests } = serverReplying({ status: 201, body: { id: "x" } });
    expect(await requestIntent(client, create)).toEqual(setupFailed);
    expect(requests).toHaveLength(2);
  });

  it("stops without trying again when the screen cancels", async () => {
    const { client, requests } = serverReplying(new DOMException("aborted", "AbortError"));
    const controller = new AbortController();
    controller.abort();
    await expect(requestIntent(client, create, { signal: controller.signal })).rejects.toThrow();
    expect(requests).toHaveLength(1);
  });
});

describe("updating an intent", () => {
  it("patches the fan's intent and answers it with the cart's amount", async () => {
    const { client, requests } = serverReplying({ status: 204 });
    expect(await requestIntent(client, update)).toEqual({
      status: "ready",
      intent: { ...update.intent, amount: 1250, currency: "EUR" },
    });
    expect(requests[0]).toMatchObject({
      method: "PATCH",
      url: "http://shop.test/api/v1/cn/campaign-fan/cmp_donate/payment-intent/fan_1",
      body: update.payload,
    });
  });

  it("answers 'processing' when the intent can no longer change (409)", async () => {
    const { client } = serverReplying({
      status: 409,
      body: { message: "Payment already processing. Please wait." },
    });
    expect(await requestIntent(client, update)).toEqual({ status: "processing" });
  });

  it("refuses an update without the fan, as the server would (core-journey §5)", async () => {
    const { client, requests } = serverReplying({ status: 204 });
    const { campaignFanOid: _, ...payload } = update.payload;
    expect(
      await requestIntent(client, { ...update, payload: payload as typeof update.payload }),
    ).toMatchObject({ reason: "invalid-payload" });
    expect(requests).toHaveLength(0);
  });

  it("stops after 2 attempts with the intent-secret error", async () => {
    const { client, requests } = serverReplying(serverError);
    expect(await requestIntent(client, update)).toEqual(setupFailed);
    expect(requests).toHaveLength(2);
  });
});

describe("loading the current intent", () => {
  it("finds the fan's intent", async () => {
    const { client, requests } = serverReplying({ status: 200, body: intent });
    expect(await loadPaymentIntent(client, "cmp_paid")).toEqual({ status: "found", intent });
    expect(requests[0]).toMatchObject({
      method: "GET",
      url: "http://shop.test/api/v1/cn/campaign-fan/cmp_paid/payment-intent",
    });
  });

  it("answers none when the fan has no intent yet (404)", async () => {
    const { client } = serverReplying({ status: 404, body: { message: "none", statusCode: 404 } });
    expect(await loadPaymentIntent(client, "cmp_paid")).toEqual({ status: "none" });
  });

  it("tries twice, then the intent-secret error", async () => {
    const { client, requests } = serverReplying(serverError, serverError, { status: 200, body: intent });
    expect(await loadPaymentIntent(client, "cmp_paid")).toEqual(setupFailed);
    expect(requests).toHaveLength(2);
  });
});
