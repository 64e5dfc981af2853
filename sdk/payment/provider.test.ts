// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import {
  assertLightDom,
  CARD_FIELDS_SLOT,
  type ConfirmResult,
  cardFailure,
  cardFieldsContainer,
  cardProvider,
  singleFlight,
} from "./provider.js";

describe("the card fields container (web-components notes §2.4)", () => {
  it("is a light-DOM child of the host, assigned to the card-fields slot", () => {
    const host = document.createElement("campaign-payment");
    host.attachShadow({ mode: "open" }).innerHTML = `<slot name="${CARD_FIELDS_SLOT}"></slot>`;
    document.body.append(host);
    const container = cardFieldsContainer(host);
    expect(container.parentElement).toBe(host);
    expect(container.getAttribute("slot")).toBe("card-fields");
    expect(container.getRootNode()).toBe(document);
    expect(() => assertLightDom(container, "Provider")).not.toThrow();
  });

  it("is created once per host", () => {
    const host = document.createElement("campaign-payment");
    expect(cardFieldsContainer(host)).toBe(cardFieldsContainer(host));
    expect(host.children).toHaveLength(1);
  });

  it("refuses a container inside a shadow root, saying what to do", () => {
    const host = document.createElement("campaign-payment");
    const inside = document.createElement("div");
    host.attachShadow({ mode: "open" }).append(inside);
    document.body.append(host);
    expect(() => assertLightDom(inside, "StripeProvider")).toThrow(
      /StripeProvider\.mount.*cardFieldsContainer/,
    );
  });
});

describe("a provider's card error", () => {
  it("is a field error, without its trailing full stop, when the code names a field", () => {
    expect(cardFailure({ code: "incorrect_number", message: "Your card number is incorrect." })).toEqual({
      kind: "field",
      field: "cardNumber",
      code: "incorrect_number",
      message: "Your card number is incorrect",
    });
    expect(
      cardFailure({ code: "invalid_expiry_year", message: "Your card's expiration year is invalid." }),
    ).toMatchObject({ field: "cardExpiry" });
    expect(
      cardFailure({ code: "incomplete_cvc", message: "Your card's security code is incomplete." }),
    ).toMatchObject({ field: "cardCvc", message: "Your card's security code is incomplete" });
  });

  it("is a general failure for a decline, with the gateway's reason, or anything without a field", () => {
    expect(cardFailure({ code: "card_declined", message: "Your card was declined." })).toEqual({
      kind: "general",
      code: "card_declined",
      message: "Your card was declined.",
    });
    expect(
      cardFailure({
        code: "card_declined",
        decline_code: "insufficient_funds",
        message: "Your card has insufficient funds.",
      }),
    ).toEqual({
      kind: "general",
      code: "card_declined",
      declineCode: "insufficient_funds",
      message: "Your card has insufficient funds.",
    });
    expect(cardFailure({ message: "Something went wrong." })).toEqual({ kind: "general" });
  });
});

describe("one confirmation at a time", () => {
  it("answers 'processing' to a second click while the first confirms, reaching the provider once", async () => {
    let finish: (result: ConfirmResult) => void = () => {};
    const confirm = vi.fn(() => new Promise<ConfirmResult>((resolve) => (finish = resolve)));
    const guarded = singleFlight(confirm);
    const first = guarded("secret", "Pat Payer");
    expect(await guarded("secret", "Pat Payer")).toEqual({ status: "processing" });
    finish({ status: "succeeded", paymentIntentId: "pi_1" });
    expect(await first).toEqual({ status: "succeeded", paymentIntentId: "pi_1" });
    expect(confirm).toHaveBeenCalledOnce();
  });

  it("lets the fan try again once the first attempt ended", async () => {
    const confirm = vi.fn(
      async (): Promise<ConfirmResult> => ({ status: "failed", error: { kind: "general" } }),
    );
    const guarded = singleFlight(confirm);
    await guarded("secret", "Pat");
    await guarded("secret", "Pat");
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it("turns a thrown error into a general failure", async () => {
    const guarded = singleFlight(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await guarded("secret", "Pat")).toEqual({ status: "failed", error: { kind: "general" } });
  });
});

const labels = { cardNumber: "Card number", cardExpiry: "Expiry", cardCvc: "CVC" };

describe("a provider built from its parts", () => {
  const parts = (mounted: boolean) => ({
    isMounted: () => mounted,
    mount: vi.fn(async () => {}),
    unmount: vi.fn(),
    confirm: vi.fn(async (): Promise<ConfirmResult> => ({ status: "succeeded", paymentIntentId: "pi_1" })),
  });

  it("mounts in the light DOM only, replacing the fields shown", async () => {
    const own = parts(false);
    const provider = cardProvider("test-gateway", "SomeProvider", own);
    expect(provider.name).toBe("test-gateway");
    const host = document.createElement("div");
    const inside = document.createElement("div");
    host.attachShadow({ mode: "open" }).append(inside);
    await expect(provider.mount(inside, { labels })).rejects.toThrow(/SomeProvider\.mount: .*shadow root/);
    expect(own.mount).not.toHaveBeenCalled();
    const container = document.createElement("div");
    await provider.mount(container, { labels });
    expect(own.unmount).toHaveBeenCalledOnce();
    expect(own.mount).toHaveBeenCalledWith(container, { labels });
    provider.unmount();
    expect(own.unmount).toHaveBeenCalledTimes(2);
  });

  it("is a developer error to confirm before mount, and reaches nothing", async () => {
    const own = parts(false);
    const provider = cardProvider("stripe", "SomeProvider", own);
    await expect(provider.confirm("pi_1_secret_2", "Pat")).rejects.toThrow(
      "SomeProvider.confirm: mount the card fields first (provider.mount(container, …)).",
    );
    expect(own.confirm).not.toHaveBeenCalled();
  });

  it("confirms one at a time once mounted", async () => {
    let finish: (result: ConfirmResult) => void = () => {};
    const own = {
      ...parts(true),
      confirm: vi.fn(() => new Promise<ConfirmResult>((resolve) => (finish = resolve))),
    };
    const provider = cardProvider("stripe", "SomeProvider", own);
    const first = provider.confirm("pi_1_secret_2", "Pat");
    await expect(provider.confirm("pi_1_secret_2", "Pat")).resolves.toEqual({ status: "processing" });
    finish({ status: "succeeded", paymentIntentId: "pi_1" });
    await expect(first).resolves.toEqual({ status: "succeeded", paymentIntentId: "pi_1" });
    expect(own.confirm).toHaveBeenCalledTimes(1);
  });
});
