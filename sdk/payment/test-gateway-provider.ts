import { z } from "zod/mini";
import type { ApiClient } from "../api/client.js";
import { ApiError } from "../api/errors.js";
import { PaymentIntentStatusSchema } from "../api/schemas/payment-intent.js";
import { cardFieldsMarkup } from "./card-fields-dom.js";
import {
  CARD_FIELDS,
  type CardField,
  type ConfirmResult,
  cardFailure,
  cardProvider,
  type MountOptions,
  type PaymentProvider,
} from "./provider.js";

// The LOCAL TEST GATEWAY stand-in of CONTRACT.md "Payments in demo mode": used when no Stripe key is
// configured. Plain inputs for card number, expiry and CVC, confirmed through the demo server's
// POST {api}/test-gateway/confirm, which answers like confirmCardPayment. Card 4242 4242 4242 4242
// succeeds, 4000 0000 0000 0002 is declined; any future expiry and any CVC. Never a real payment.

/** The endpoint of demo/server/api/payment-routes.ts (outside the call table: demo mode only). */
export const TEST_GATEWAY_CONFIRM_PATH = "/test-gateway/confirm";

export interface TestGatewayCard {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

export interface TestGatewayConfirmRequest {
  readonly clientSecret: string;
  readonly name: string;
  readonly card: TestGatewayCard;
}

/** Sends a confirmation and gives back the answer body (200, or the 402 card error); throws otherwise. */
export type TestGatewayConfirm = (request: TestGatewayConfirmRequest) => Promise<unknown>;

/** The answer of the confirm endpoint, like confirmCardPayment's: an intent, and an error when it failed. */
export const TestGatewayAnswerSchema = z.object({
  paymentIntent: z.optional(
    z.object({ id: z.string().check(z.minLength(1)), status: PaymentIntentStatusSchema }),
  ),
  error: z.optional(
    z.object({ type: z.string(), code: z.optional(z.string()), message: z.optional(z.string()) }),
  ),
});

/** Confirms through the demo server with the page's API client (same base and auth token). */
export function confirmThroughServer(client: ApiClient): TestGatewayConfirm {
  return async (request) => {
    try {
      const answer = await client.request({ method: "POST", path: TEST_GATEWAY_CONFIRM_PATH, body: request });
      return answer.data;
    } catch (error) {
      // 402 Payment Required carries the card error, as Stripe answers a declined card.
      if (error instanceof ApiError && error.statusCode === 402) return error.data;
      throw error;
    }
  };
}

/**
 * The gateway's own texts for fields it cannot send, worded as Stripe's (the provider's texts, §5); the
 * screen's translations (MountOptions.incomplete) replace them.
 */
const INCOMPLETE: Readonly<Record<CardField, { code: string; message: string }>> = {
  cardNumber: { code: "incomplete_number", message: "Your card number is incomplete." },
  cardExpiry: { code: "incomplete_expiry", message: "Your card's expiration date is incomplete." },
  cardCvc: { code: "incomplete_cvc", message: "Your card's security code is incomplete." },
};

const AUTOCOMPLETE: Readonly<Record<CardField, string>> = {
  cardNumber: "cc-number",
  cardExpiry: "cc-exp",
  cardCvc: "cc-csc",
};

const digitsOf = (text: string): string => text.replace(/[\s-]/g, "");

/** "MM/YY", "MM / YYYY" or "MMYY" → month and year; undefined when not an expiry. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | undefined {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return undefined;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

const isComplete: Readonly<Record<CardField, (value: string) => boolean>> = {
  cardNumber: (value) => /^\d{12,19}$/.test(digitsOf(value)),
  cardExpiry: (value) => parseExpiry(value) !== undefined,
  cardCvc: (value) => /^\d{3,4}$/.test(value.trim()),
};

/** The confirm endpoint's answer as a ConfirmResult. */
export function fromTestGatewayAnswer(answer: unknown): ConfirmResult {
  const parsed = TestGatewayAnswerSchema.safeParse(answer);
  if (!parsed.success) return { status: "failed", error: { kind: "general" } };
  const { paymentIntent, error } = parsed.data;
  if (paymentIntent?.status === "succeeded")
    return { status: "succeeded", paymentIntentId: paymentIntent.id };
  if (paymentIntent?.status === "processing") return { status: "processing" };
  if (error) return { status: "failed", error: cardFailure(error) };
  return {
    status: "failed",
    error: { kind: "general", ...(paymentIntent && { code: paymentIntent.status }) },
  };
}

interface Mounted {
  readonly inputs: Readonly<Record<CardField, HTMLInputElement>>;
  readonly root: HTMLElement;
}

export interface TestGatewayProviderOptions {
  /** How to reach the confirm endpoint: `confirmThroughServer(client)`. */
  readonly confirm: TestGatewayConfirm;
}

export function createTestGatewayProvider(options: TestGatewayProviderOptions): PaymentProvider {
  let mounted: Mounted | undefined;
  let translated: MountOptions["incomplete"];
  const incompleteError = (field: CardField) => ({
    code: INCOMPLETE[field].code,
    message: translated?.[field] ?? INCOMPLETE[field].message,
  });

  function unmount(): void {
    mounted?.root.remove();
    mounted = undefined;
  }

  return cardProvider("test-gateway", "TestGatewayProvider", {
    isMounted: () => mounted !== undefined,
    unmount,
    async confirm(clientSecret, nameOnCard): Promise<ConfirmResult> {
      if (!mounted) throw new Error("not mounted");
      const values = {
        cardNumber: mounted.inputs.cardNumber.value,
        cardExpiry: mounted.inputs.cardExpiry.value,
        cardCvc: mounted.inputs.cardCvc.value,
      };
      const incomplete = CARD_FIELDS.find((field) => !isComplete[field](values[field]));
      if (incomplete) return { status: "failed", error: cardFailure(incompleteError(incomplete)) };
      const expiry = parseExpiry(values.cardExpiry);
      if (!expiry) return { status: "failed", error: cardFailure(incompleteError("cardExpiry")) };
      const answer = await options.confirm({
        clientSecret,
        name: nameOnCard.trim(),
        card: { number: digitsOf(values.cardNumber), ...expiry, cvc: values.cardCvc.trim() },
      });
      return fromTestGatewayAnswer(answer);
    },
    async mount(container, mountOptions) {
      translated = mountOptions.incomplete;
      const { root, inputs } = cardFieldsMarkup(container.ownerDocument, mountOptions.labels, {
        // The input inside its label: named for assistive technology without ids to keep unique.
        row: "label",
        input: "input",
        setUp: (input, field) => {
          input.type = "text";
          input.name = field;
          input.inputMode = "numeric";
          input.setAttribute("autocomplete", AUTOCOMPLETE[field]);
          input.spellcheck = false;
          input.addEventListener("input", () =>
            mountOptions.onChange?.({
              field,
              empty: input.value.trim() === "",
              complete: isComplete[field](input.value),
            }),
          );
        },
      });
      root.dataset.provider = "test-gateway";
      container.append(root);
      mounted = { inputs, root };
    },
  });
}
