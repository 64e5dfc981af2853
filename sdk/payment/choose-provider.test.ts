import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "../api/client.js";
import { choosePaymentProvider, isTestGatewaySecret } from "./choose-provider.js";

const client = createApiClient({
  base: "http://shop.test/api/v1/cn",
  fetch: vi.fn() as unknown as typeof fetch,
});

describe("choosing the card payment provider (CONTRACT.md payments in demo mode)", () => {
  it("uses the local test gateway when no publishable key is configured", () => {
    expect(choosePaymentProvider({ client }).name).toBe("test-gateway");
    expect(choosePaymentProvider({ client, publishableKey: "" }).name).toBe("test-gateway");
  });

  it("uses Stripe when a publishable key is configured, without loading Stripe.js yet", () => {
    const loadStripe = vi.fn();
    expect(choosePaymentProvider({ client, publishableKey: "pk_test_123", loadStripe }).name).toBe("stripe");
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it("follows the server when its intent comes from the test gateway", () => {
    expect(isTestGatewaySecret("tgpi_abc_secret_def")).toBe(true);
    expect(isTestGatewaySecret("pi_123_secret_456")).toBe(false);
    const provider = choosePaymentProvider({
      client,
      publishableKey: "pk_test_123",
      clientSecret: "tgpi_a_secret_b",
    });
    expect(provider.name).toBe("test-gateway");
  });

  it("uses Stripe for a Stripe intent", () => {
    expect(
      choosePaymentProvider({ client, publishableKey: "pk_live_1", clientSecret: "pi_1_secret_2" }).name,
    ).toBe("stripe");
  });

  it("says what is missing when the server charges through Stripe but no key is configured", () => {
    expect(() => choosePaymentProvider({ client, clientSecret: "pi_1_secret_2" })).toThrow(
      /no publishable key is configured/,
    );
  });

  it("refuses a secret key passed as the publishable key", () => {
    expect(() => choosePaymentProvider({ client, publishableKey: "sk_test_abc" })).toThrow(/pk_/);
  });
});
