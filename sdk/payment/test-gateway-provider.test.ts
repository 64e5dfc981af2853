// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "../api/client.js";
import type { CardCheckCode } from "./card-checks.js";
import { type CardFieldChange, cardFieldsContainer } from "./provider.js";
import {
  confirmThroughServer,
  createTestGatewayProvider,
  fromTestGatewayAnswer,
  parseExpiry,
  TEST_GATEWAY_CONFIRM_PATH,
  type TestGatewayConfirmRequest,
} from "./test-gateway-provider.js";

// The local test gateway of CONTRACT.md: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
// The stand-in server below answers as demo/server/api/payment-routes.ts documents its confirm endpoint.

const SECRET = "tgpi_abc_secret_def";
const labels = { cardNumber: "Card number", cardExpiry: "Expiry (MM/YY)", cardCvc: "CVC" };
const succeededIntent = { id: "tgpi_abc", status: "succeeded", amount: 2500, currency: "AUD" };
const openIntent = { ...succeededIntent, status: "requires_payment_method" };

function gatewayServer() {
  const sent: TestGatewayConfirmRequest[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    expect(url).toBe(`http://shop.test/api/v1/cn${TEST_GATEWAY_CONFIRM_PATH}`);
    const body = JSON.parse(String(init.body)) as TestGatewayConfirmRequest;
    sent.push(body);
    const json = (status: number, data: unknown) =>
      new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
    if (body.clientSecret !== SECRET)
      return json(404, { message: "No payment intent with this client secret" });
    if (body.card.number === "4242424242424242") return json(200, { paymentIntent: succeededIntent });
    const error = body.card.number.startsWith("4000")
      ? {
          type: "card_error",
          code: "card_declined",
          decline_code: "generic_decline",
          message: "Your card was declined.",
        }
      : { type: "card_error", code: "incorrect_number", message: "Your card number is incorrect." };
    return json(402, { error, paymentIntent: openIntent });
  });
  const client = createApiClient({
    base: "http://shop.test/api/v1/cn",
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, sent, fetch };
}

function mountedGateway(
  onChange?: (change: CardFieldChange) => void,
  checkTexts?: Readonly<Record<CardCheckCode, string>>,
) {
  const server = gatewayServer();
  const provider = createTestGatewayProvider({ confirm: confirmThroughServer(server.client) });
  const host = document.createElement("campaign-payment");
  host.attachShadow({ mode: "open" }).innerHTML = '<slot name="card-fields"></slot>';
  document.body.append(host);
  const container = cardFieldsContainer(host);
  const ready = provider.mount(container, {
    labels,
    ...(onChange && { onChange }),
    ...(checkTexts && { checkTexts }),
  });
  const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const type = (name: string, value: string) => {
    input(name).value = value;
    input(name).dispatchEvent(new Event("input"));
  };
  const fillCard = (number: string, expiry = "12/34", cvc = "123") => {
    type("cardNumber", number);
    type("cardExpiry", expiry);
    type("cardCvc", cvc);
  };
  return { ...server, provider, container, input, type, fillCard, ready };
}

beforeEach(() => document.body.replaceChildren());

describe("given the test gateway's card fields", () => {
  it("renders labelled plain inputs for card number, expiry and CVC in the light DOM", async () => {
    const { container, input, ready } = mountedGateway();
    await ready;
    expect(container.getRootNode()).toBe(document);
    const fields = [...container.querySelectorAll("label")];
    expect(fields.map((label) => label.textContent)).toEqual(["Card number", "Expiry (MM/YY)", "CVC"]);
    expect(fields.map((label) => label.querySelector("input")?.getAttribute("autocomplete"))).toEqual([
      "cc-number",
      "cc-exp",
      "cc-csc",
    ]);
    expect(input("cardNumber").inputMode).toBe("numeric");
  });

  it("reports each field as empty or complete while the fan types", async () => {
    const changes: CardFieldChange[] = [];
    const { type, ready } = mountedGateway((change) => changes.push(change));
    await ready;
    type("cardNumber", "4242 4242");
    type("cardNumber", "4242 4242 4242 4242");
    type("cardExpiry", "");
    expect(changes).toEqual([
      { field: "cardNumber", empty: false, complete: false },
      { field: "cardNumber", empty: false, complete: true },
      { field: "cardExpiry", empty: true, complete: false },
    ]);
  });
});

describe("as the fan types, like Stripe's Elements", () => {
  it("says a whole number failing the Luhn check and a past expiry at once, and unfinished text on leaving", async () => {
    const changes: CardFieldChange[] = [];
    const { type, input, ready } = mountedGateway((change) => changes.push(change));
    await ready;
    type("cardNumber", "4242 4242 4242 4241");
    expect(changes.at(-1)).toEqual({
      field: "cardNumber",
      empty: false,
      complete: false,
      error: "Your card number is invalid",
    });
    type("cardExpiry", "01/21");
    expect(changes.at(-1)).toMatchObject({
      field: "cardExpiry",
      error: "Your card's expiration date is in the past",
    });
    type("cardCvc", "12");
    expect(changes.at(-1)).toEqual({ field: "cardCvc", empty: false, complete: false });
    input("cardCvc").dispatchEvent(new Event("blur"));
    expect(changes.at(-1)).toMatchObject({
      field: "cardCvc",
      error: "Your card's security code is incomplete",
    });
    type("cardCvc", "123");
    expect(changes.at(-1)).toEqual({ field: "cardCvc", empty: false, complete: true });
    type("cardCvc", "1234");
    expect(changes.at(-1)).toEqual({ field: "cardCvc", empty: false, complete: true });
  });
});

describe("when the fan pays with 4242 4242 4242 4242", () => {
  it("confirms through the server with the name on the card and succeeds", async () => {
    const { provider, fillCard, sent, ready } = mountedGateway();
    await ready;
    fillCard("4242 4242 4242 4242", "12 / 2034", " 123 ");
    expect(await provider.confirm(SECRET, " Pat Payer ")).toEqual({
      status: "succeeded",
      paymentIntentId: "tgpi_abc",
    });
    expect(sent).toEqual([
      {
        clientSecret: SECRET,
        name: "Pat Payer",
        card: { number: "4242424242424242", expMonth: 12, expYear: 2034, cvc: "123" },
      },
    ]);
  });

  it("sends a CVC of 4 digits as typed (any CVC of 3 or 4 digits, for every card)", async () => {
    const { provider, fillCard, sent, ready } = mountedGateway();
    await ready;
    fillCard("4242 4242 4242 4242", "12/34", "1234");
    expect(await provider.confirm(SECRET, "Pat")).toMatchObject({ status: "succeeded" });
    expect(sent).toEqual([expect.objectContaining({ card: expect.objectContaining({ cvc: "1234" }) })]);
  });

  it("confirms once for a double click", async () => {
    const { provider, fillCard, fetch, ready } = mountedGateway();
    await ready;
    fillCard("4242424242424242");
    const [first, second] = await Promise.all([
      provider.confirm(SECRET, "Pat"),
      provider.confirm(SECRET, "Pat"),
    ]);
    expect(first).toMatchObject({ status: "succeeded" });
    expect(second).toEqual({ status: "processing" });
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe("when the card is declined (4000 0000 0000 0002)", () => {
  it("fails with the general failure, and a good card then succeeds", async () => {
    const { provider, fillCard, ready } = mountedGateway();
    await ready;
    fillCard("4000 0000 0000 0002");
    expect(await provider.confirm(SECRET, "Pat")).toEqual({
      status: "failed",
      error: {
        kind: "general",
        code: "card_declined",
        declineCode: "generic_decline",
        message: "Your card was declined.",
      },
    });
    fillCard("4242 4242 4242 4242");
    expect(await provider.confirm(SECRET, "Pat")).toMatchObject({ status: "succeeded" });
  });
});

describe("when a card field is wrong", () => {
  it("fails at the card number with the gateway's text, without the full stop", async () => {
    const { provider, fillCard, ready } = mountedGateway();
    await ready;
    // Passes the fields' checks (Luhn), refused by the gateway.
    fillCard("4111 1111 1111 1111");
    expect(await provider.confirm(SECRET, "Pat")).toEqual({
      status: "failed",
      error: {
        kind: "field",
        field: "cardNumber",
        code: "incorrect_number",
        message: "Your card number is incorrect",
      },
    });
  });

  it.each([
    ["cardNumber", "", "12/34", "123", "Your card number is incomplete"],
    ["cardExpiry", "4242424242424242", "13/34", "123", "Your card's expiration date is incomplete"],
    ["cardExpiry", "4242424242424242", "1234567", "123", "Your card's expiration date is incomplete"],
    ["cardCvc", "4242424242424242", "12/34", "1", "Your card's security code is incomplete"],
    ["cardNumber", "4242 4242 4242", "12/34", "123", "Your card number is incomplete"],
    ["cardNumber", "1234 5678 9012 3456", "12/34", "123", "Your card number is invalid"],
    ["cardExpiry", "4242424242424242", "01/20", "123", "Your card's expiration date is in the past"],
    ["cardCvc", "4242424242424242", "12/34", "12a", "Your card's security code is incomplete"],
    ["cardCvc", "4242424242424242", "12/34", "12345", "Your card's security code is incomplete"],
  ])("stops at %s before sending anything", async (field, number, expiry, cvc, message) => {
    const { provider, fillCard, fetch, ready } = mountedGateway();
    await ready;
    fillCard(number, expiry, cvc);
    expect(await provider.confirm(SECRET, "Pat")).toMatchObject({
      status: "failed",
      error: { field, message },
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("in another language", () => {
  it("says a field is incomplete in the screen's words", async () => {
    const { provider, fillCard, ready } = mountedGateway(undefined, {
      incomplete_number: "Le numéro de votre carte est incomplet.",
      invalid_number: "Le numéro de votre carte n'est pas valide.",
      incomplete_expiry: "La date d'expiration de votre carte est incomplète.",
      invalid_expiry_year_past: "La date d'expiration de votre carte est dépassée.",
      incomplete_cvc: "Le code de sécurité de votre carte est incomplet.",
    });
    await ready;
    fillCard("4242424242424242", "12/34", "");
    expect(await provider.confirm(SECRET, "Pat")).toMatchObject({
      status: "failed",
      error: {
        field: "cardCvc",
        code: "incomplete_cvc",
        message: "Le code de sécurité de votre carte est incomplet",
      },
    });
  });
});

describe("when the server cannot confirm", () => {
  it("fails with the general failure for an unknown client secret (404)", async () => {
    const { provider, fillCard, ready } = mountedGateway();
    await ready;
    fillCard("4242424242424242");
    expect(await provider.confirm("tgpi_other_secret_x", "Pat")).toEqual({
      status: "failed",
      error: { kind: "general" },
    });
  });

  it("fails with the general failure when the network is down", async () => {
    const provider = createTestGatewayProvider({
      confirm: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const container = document.createElement("div");
    document.body.append(container);
    await provider.mount(container, { labels });
    container.querySelector<HTMLInputElement>('input[name="cardNumber"]')!.value = "4242424242424242";
    container.querySelector<HTMLInputElement>('input[name="cardExpiry"]')!.value = "12/34";
    container.querySelector<HTMLInputElement>('input[name="cardCvc"]')!.value = "123";
    expect(await provider.confirm(SECRET, "Pat")).toEqual({ status: "failed", error: { kind: "general" } });
  });
});

describe("mounting and unmounting", () => {
  it("removes its inputs on unmount and needs a mount before confirming", async () => {
    const { provider, container, ready } = mountedGateway();
    await ready;
    provider.unmount();
    expect(container.children).toHaveLength(0);
    await expect(provider.confirm(SECRET, "Pat")).rejects.toThrow(/mount the card fields first/);
  });

  it("replaces its inputs when mounted again", async () => {
    const { provider, container, ready } = mountedGateway();
    await ready;
    await provider.mount(container, { labels });
    expect(container.querySelectorAll("input")).toHaveLength(3);
  });
});

describe("reading the gateway's answer", () => {
  it("treats a processing intent as processing and anything unexpected as a general failure", () => {
    expect(fromTestGatewayAnswer({ paymentIntent: { ...openIntent, status: "processing" } })).toEqual({
      status: "processing",
    });
    expect(fromTestGatewayAnswer({ paymentIntent: openIntent })).toEqual({
      status: "failed",
      error: { kind: "general", code: "requires_payment_method" },
    });
    expect(fromTestGatewayAnswer("<html>")).toEqual({ status: "failed", error: { kind: "general" } });
  });

  it("reads expiry dates as MM/YY, MM / YYYY or MMYY", () => {
    expect(parseExpiry("04/29")).toEqual({ expMonth: 4, expYear: 2029 });
    expect(parseExpiry("4 / 2031")).toEqual({ expMonth: 4, expYear: 2031 });
    expect(parseExpiry("1229")).toEqual({ expMonth: 12, expYear: 2029 });
    expect(parseExpiry("00/29")).toBeUndefined();
    expect(parseExpiry("soon")).toBeUndefined();
  });
});
