import { z } from "zod/mini";
import type { ApiClient } from "../api/client.js";
import { ApiError } from "../api/errors.js";
import { PaymentIntentStatusSchema } from "../api/schemas/payment-intent.js";
import { cardErrorText } from "../validation/card.js";
import {
  type CardCheckCode,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  digitsOf,
  isIncomplete,
  parseExpiry,
} from "./card-checks.js";
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
// succeeds, 4000 0000 0000 0002 is declined; any future expiry and any CVC of 3 or 4 digits. The
// fields check what Stripe's Elements check as the fan types (card-checks.ts). Never a real payment.

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
    z.object({
      type: z.string(),
      code: z.optional(z.string()),
      decline_code: z.optional(z.string()),
      message: z.optional(z.string()),
    }),
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
 * The gateway's own texts for what it checks before sending, worded as Stripe's (the provider's texts,
 * §5); the screen's translations (MountOptions.checkTexts) replace them.
 */
const CHECK_TEXTS: Readonly<Record<CardCheckCode, string>> = {
  incomplete_number: "Your card number is incomplete.",
  invalid_number: "Your card number is invalid.",
  incomplete_expiry: "Your card's expiration date is incomplete.",
  invalid_expiry_year_past: "Your card's expiration date is in the past.",
  incomplete_cvc: "Your card's security code is incomplete.",
};

const AUTOCOMPLETE: Readonly<Record<CardField, string>> = {
  cardNumber: "cc-number",
  cardExpiry: "cc-exp",
  cardCvc: "cc-csc",
};

type CardValues = Readonly<Record<CardField, string>>;

/** What Stripe's Elements would say of a field as typed (card-checks.ts), or nothing when it is right. */
const checkField = (field: CardField, values: CardValues, now: Date): CardCheckCode | undefined => {
  switch (field) {
    case "cardNumber":
      return checkCardNumber(values.cardNumber);
    case "cardExpiry":
      return checkExpiry(values.cardExpiry, now);
    case "cardCvc":
      return checkCvc(values.cardCvc);
    default:
      return field satisfies never;
  }
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
  let translated: MountOptions["checkTexts"];
  const checkError = (code: CardCheckCode) => ({ code, message: translated?.[code] ?? CHECK_TEXTS[code] });
  const valuesOf = (inputs: Mounted["inputs"]): CardValues => ({
    cardNumber: inputs.cardNumber.value,
    cardExpiry: inputs.cardExpiry.value,
    cardCvc: inputs.cardCvc.value,
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
      const values = valuesOf(mounted.inputs);
      const now = new Date();
      for (const field of CARD_FIELDS) {
        const problem = checkField(field, values, now);
        if (problem) return { status: "failed", error: cardFailure(checkError(problem)) };
      }
      const expiry = parseExpiry(values.cardExpiry);
      if (!expiry) return { status: "failed", error: cardFailure(checkError("incomplete_expiry")) };
      const answer = await options.confirm({
        clientSecret,
        name: nameOnCard.trim(),
        card: { number: digitsOf(values.cardNumber), ...expiry, cvc: values.cardCvc.trim() },
      });
      return fromTestGatewayAnswer(answer);
    },
    async mount(container, mountOptions) {
      translated = mountOptions.checkTexts;
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
          // As Stripe's Elements: a wrong value is said as soon as it is whole (a number failing the
          // Luhn check, an expiry in the past); an unfinished one only once the fan leaves the field.
          const report = (leaving: boolean) => {
            if (!mounted) return;
            const problem = checkField(field, valuesOf(mounted.inputs), new Date());
            const empty = input.value.trim() === "";
            const said = problem && !empty && (leaving || !isIncomplete(problem));
            mountOptions.onChange?.({
              field,
              empty,
              complete: problem === undefined,
              ...(said && { error: cardErrorText(checkError(problem).message) }),
            });
          };
          input.addEventListener("input", () => report(false));
          input.addEventListener("blur", () => report(true));
        },
      });
      root.dataset.provider = "test-gateway";
      container.append(root);
      mounted = { inputs, root };
    },
  });
}

export { parseExpiry };
