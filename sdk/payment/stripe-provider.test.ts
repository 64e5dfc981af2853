// @vitest-environment happy-dom
import type {
  PaymentIntent,
  PaymentIntentResult,
  Stripe,
  StripeCardNumberElement,
  StripeElementBase,
  StripeElementChangeEvent,
  StripeElementsOptionsClientSecret,
  StripeElementType,
  StripeError,
} from "@stripe/stripe-js";
import { beforeEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { type CardFieldChange, cardFieldsContainer } from "./provider.js";
import {
  createStripeProvider,
  fromPaymentIntentResult,
  type StripeCardApi,
  type StripeCardElements,
  stripeLocale,
} from "./stripe-provider.js";

// Stripe.js must come from js.stripe.com: the loader of @stripe/stripe-js/pure is replaced by a spy that
// answers a stand-in of the Stripe object, typed with stripe-js's own types.
const loadStripe = vi.hoisted(() => vi.fn());
vi.mock("@stripe/stripe-js/pure", () => ({ loadStripe }));

/** A card element stand-in: the StripeElementBase methods plus the change event. */
class StandInElement implements StripeElementBase {
  container: HTMLElement | undefined;
  destroyed = false;
  readonly changeHandlers: ((event: StripeElementChangeEvent) => void)[] = [];
  constructor(
    readonly elementType: StripeElementType,
    readonly options: unknown,
  ) {}
  mount(domElement: string | HTMLElement): void {
    if (typeof domElement === "string") throw new Error("mount by selector is not used");
    // Stripe.js: "Elements cannot be mounted in a ShadowRoot. Please mount in the Light DOM."
    if (domElement.getRootNode() instanceof ShadowRoot)
      throw new Error("Elements cannot be mounted in a ShadowRoot.");
    this.container = domElement;
    // Stripe.js puts its iframe here; a plain element stands in for it (no frame loading in tests).
    domElement.append(Object.assign(document.createElement("div"), { className: "stand-in-frame" }));
  }
  on(_event: "change", handler: (event: StripeElementChangeEvent) => void): this {
    this.changeHandlers.push(handler);
    return this;
  }
  emitChange(event: Omit<StripeElementChangeEvent, "elementType">): void {
    for (const handler of this.changeHandlers) handler({ elementType: this.elementType, ...event });
  }
  blur(): void {}
  clear(): void {}
  focus(): void {}
  unmount(): void {
    this.container = undefined;
  }
  destroy(): void {
    this.destroyed = true;
    this.container?.replaceChildren();
  }
}

function standInStripe(answer: PaymentIntentResult | (() => Promise<PaymentIntentResult>)) {
  const created: StandInElement[] = [];
  const elementsOptions: (StripeElementsOptionsClientSecret | undefined)[] = [];
  const confirmCardPayment = vi.fn<Stripe["confirmCardPayment"]>(async () =>
    typeof answer === "function" ? answer() : answer,
  );
  const stripe: StripeCardApi = {
    elements(options) {
      elementsOptions.push(options);
      const create = (type: "cardNumber" | "cardExpiry" | "cardCvc", options?: unknown) => {
        const element = new StandInElement(type, options);
        created.push(element);
        return element;
      };
      // The stand-in implements the members the provider uses; stripe-js declares one overload per type.
      return { create: create as unknown as StripeCardElements["create"] };
    },
    confirmCardPayment,
  };
  const element = (type: StripeElementType) => created.find((e) => e.elementType === type && !e.destroyed);
  return { stripe, created, element, elementsOptions, confirmCardPayment };
}

const stripeIntent = (status: PaymentIntent.Status): PaymentIntent => ({
  id: "pi_123",
  object: "payment_intent",
  amount: 2500,
  canceled_at: null,
  cancellation_reason: null,
  capture_method: "automatic",
  client_secret: "pi_123_secret_456",
  confirmation_method: "automatic",
  created: 1_700_000_000,
  currency: "aud",
  description: null,
  last_payment_error: null,
  livemode: false,
  next_action: null,
  payment_method: "pm_1",
  payment_method_types: ["card"],
  receipt_email: null,
  setup_future_usage: null,
  shipping: null,
  status,
});
const cardError = (code: string, message: string, extra: Partial<StripeError> = {}): PaymentIntentResult => ({
  error: { type: "card_error", code, message, ...extra },
});

const labels = { cardNumber: "Card number", cardExpiry: "Expiry date", cardCvc: "CVC" };

function paymentHost() {
  const host = document.createElement("campaign-payment");
  host.attachShadow({ mode: "open" }).innerHTML = '<slot name="card-fields"></slot>';
  document.body.append(host);
  return { host, container: cardFieldsContainer(host) };
}

beforeEach(() => {
  loadStripe.mockReset();
  document.body.replaceChildren();
});

it("accepts the real Stripe object where the stand-in is used", () => {
  expectTypeOf<Stripe>().toExtend<StripeCardApi>();
});

describe("loading Stripe.js", () => {
  it("loads nothing until the card fields mount, then loads once with the publishable key", async () => {
    const { stripe } = standInStripe({ paymentIntent: stripeIntent("succeeded") });
    loadStripe.mockResolvedValue(stripe);
    const provider = createStripeProvider({ publishableKey: "pk_test_123" });
    expect(loadStripe).not.toHaveBeenCalled();
    const { container } = paymentHost();
    await provider.mount(container, { labels });
    provider.unmount();
    await provider.mount(container, { labels });
    expect(loadStripe).toHaveBeenCalledOnce();
    expect(loadStripe).toHaveBeenCalledWith("pk_test_123", undefined);
  });

  it("fails the mount when Stripe.js cannot load, and tries again on the next mount", async () => {
    const { stripe } = standInStripe({ paymentIntent: stripeIntent("succeeded") });
    loadStripe.mockResolvedValueOnce(null).mockResolvedValueOnce(stripe);
    const provider = createStripeProvider({ publishableKey: "pk_test_123" });
    const { container } = paymentHost();
    await expect(provider.mount(container, { labels })).rejects.toThrow(/Stripe\.js did not load/);
    await provider.mount(container, { labels });
    expect(container.querySelectorAll(".stand-in-frame")).toHaveLength(3);
  });

  it("mounts nothing when unmounted while Stripe.js was still loading", async () => {
    const { stripe, created } = standInStripe({ paymentIntent: stripeIntent("succeeded") });
    const provider = createStripeProvider({ publishableKey: "pk_test_123", loadStripe: async () => stripe });
    const { container } = paymentHost();
    const mounting = provider.mount(container, { labels });
    provider.unmount();
    await mounting;
    expect(created).toHaveLength(0);
    expect(container.children).toHaveLength(0);
  });
});

describe("given the card fields mounted in the element's light-DOM slot", () => {
  async function mounted(
    answer: Parameters<typeof standInStripe>[0],
    onChange?: (c: CardFieldChange) => void,
  ) {
    const standIn = standInStripe(answer);
    const provider = createStripeProvider({
      publishableKey: "pk_test_123",
      loadStripe: async () => standIn.stripe,
      style: { base: { fontSize: "16px" } },
    });
    const { host, container } = paymentHost();
    await provider.mount(container, { labels, language: "fr", ...(onChange && { onChange }) });
    return { ...standIn, provider, host, container };
  }

  it("shows card number, expiry and CVC elements with their labels, in the light DOM", async () => {
    const { container, element, elementsOptions } = await mounted({
      paymentIntent: stripeIntent("succeeded"),
    });
    expect(elementsOptions).toEqual([{ locale: "fr" }]);
    for (const type of ["cardNumber", "cardExpiry", "cardCvc"] as const) {
      expect(element(type)?.container?.getRootNode()).toBe(document);
      expect(element(type)?.options).toEqual({ style: { base: { fontSize: "16px" } } });
    }
    expect([...container.querySelectorAll(".campaign-card-label")].map((l) => l.textContent)).toEqual([
      "Card number",
      "Expiry date",
      "CVC",
    ]);
  });

  it("reports field changes with the provider's error text, without its trailing full stop", async () => {
    const changes: CardFieldChange[] = [];
    const { element } = await mounted({ paymentIntent: stripeIntent("succeeded") }, (c) => changes.push(c));
    element("cardNumber")?.emitChange({
      empty: false,
      complete: false,
      error: { type: "validation_error", code: "invalid_number", message: "Your card number is invalid." },
    });
    element("cardCvc")?.emitChange({ empty: false, complete: true, error: undefined });
    expect(changes).toEqual([
      { field: "cardNumber", empty: false, complete: false, error: "Your card number is invalid" },
      { field: "cardCvc", empty: false, complete: true },
    ]);
  });

  it("confirms with the client secret, the card number element and the name on the card", async () => {
    const { provider, confirmCardPayment, element } = await mounted({
      paymentIntent: stripeIntent("succeeded"),
    });
    expect(await provider.confirm("pi_123_secret_456", "  Pat Payer ")).toEqual({
      status: "succeeded",
      paymentIntentId: "pi_123",
    });
    expect(confirmCardPayment).toHaveBeenCalledWith("pi_123_secret_456", {
      payment_method: {
        card: element("cardNumber") as unknown as StripeCardNumberElement,
        billing_details: { name: "Pat Payer" },
      },
    });
  });

  it("fails with a field error for a bad card number", async () => {
    const { provider } = await mounted(cardError("incorrect_number", "Your card number is incorrect."));
    expect(await provider.confirm("pi_123_secret_456", "Pat")).toEqual({
      status: "failed",
      error: {
        kind: "field",
        field: "cardNumber",
        code: "incorrect_number",
        message: "Your card number is incorrect",
      },
    });
  });

  it("fails with the general failure for a declined card", async () => {
    const { provider } = await mounted(cardError("card_declined", "Your card was declined."));
    expect(await provider.confirm("pi_123_secret_456", "Pat")).toEqual({
      status: "failed",
      error: { kind: "general", code: "card_declined", message: "Your card was declined." },
    });
  });

  it("answers succeeded when the intent was already paid (a reload during confirmation)", async () => {
    const { provider } = await mounted(
      cardError("payment_intent_unexpected_state", "This PaymentIntent has already succeeded.", {
        type: "invalid_request_error",
        payment_intent: stripeIntent("succeeded"),
      }),
    );
    expect(await provider.confirm("pi_123_secret_456", "Pat")).toEqual({
      status: "succeeded",
      paymentIntentId: "pi_123",
    });
  });

  it("answers processing while the bank settles the payment", async () => {
    const { provider } = await mounted({ paymentIntent: stripeIntent("processing") });
    expect(await provider.confirm("pi_123_secret_456", "Pat")).toEqual({ status: "processing" });
  });

  it("fails when authentication was not completed", async () => {
    const { provider } = await mounted({ paymentIntent: stripeIntent("requires_payment_method") });
    expect(await provider.confirm("pi_123_secret_456", "Pat")).toEqual({
      status: "failed",
      error: { kind: "general", code: "requires_payment_method" },
    });
  });

  it("confirms once for a double click", async () => {
    let settle: (result: PaymentIntentResult) => void = () => {};
    const { provider, confirmCardPayment } = await mounted(
      () => new Promise<PaymentIntentResult>((resolve) => (settle = resolve)),
    );
    const first = provider.confirm("pi_123_secret_456", "Pat");
    expect(await provider.confirm("pi_123_secret_456", "Pat")).toEqual({ status: "processing" });
    settle({ paymentIntent: stripeIntent("succeeded") });
    expect(await first).toMatchObject({ status: "succeeded" });
    expect(confirmCardPayment).toHaveBeenCalledOnce();
  });

  it("answers a general failure when Stripe.js throws (network)", async () => {
    const { provider } = await mounted(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await provider.confirm("pi_123_secret_456", "Pat")).toEqual({
      status: "failed",
      error: { kind: "general" },
    });
  });

  it("destroys the elements and removes the fields on unmount", async () => {
    const { provider, created, container } = await mounted({ paymentIntent: stripeIntent("succeeded") });
    provider.unmount();
    expect(created.every((element) => element.destroyed)).toBe(true);
    expect(container.children).toHaveLength(0);
    await expect(provider.confirm("pi_123_secret_456", "Pat")).rejects.toThrow(/mount the card fields first/);
  });
});

describe("when the container is inside the shadow root", () => {
  it("refuses to mount, naming the fix", async () => {
    const { stripe } = standInStripe({ paymentIntent: stripeIntent("succeeded") });
    const provider = createStripeProvider({ publishableKey: "pk_test_123", loadStripe: async () => stripe });
    const host = document.createElement("campaign-payment");
    const inside = document.createElement("div");
    host.attachShadow({ mode: "open" }).append(inside);
    document.body.append(host);
    await expect(provider.mount(inside, { labels })).rejects.toThrow(
      /light-DOM child with slot="card-fields"/,
    );
  });
});

describe("Stripe's locale", () => {
  it("follows the UI language, auto otherwise", () => {
    expect(stripeLocale("en-us")).toBe("en");
    expect(stripeLocale("ar")).toBe("ar");
    expect(stripeLocale("nl")).toBe("nl");
    expect(stripeLocale(undefined)).toBe("auto");
    expect(stripeLocale("xx")).toBe("auto");
  });
});

describe("reading a confirmCardPayment answer", () => {
  it("treats an authorised, not yet captured payment as processing, never to confirm again", () => {
    expect(fromPaymentIntentResult({ paymentIntent: stripeIntent("requires_capture") })).toEqual({
      status: "processing",
    });
  });
});
