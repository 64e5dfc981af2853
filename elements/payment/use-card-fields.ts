import {
  type Dispatch,
  type RefObject,
  type SetStateAction,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import type { ApiClient } from "../../sdk/api/client.js";
import { choosePaymentProvider } from "../../sdk/payment/choose-provider.js";
import { type CardField, cardFieldsContainer, type PaymentProvider } from "../../sdk/payment/provider.js";
import { useT } from "../runtime/translation-context.js";
import { type FieldErrors, showFieldError, withFieldError } from "./card-field-errors.js";
import { adoptCardFieldsSheet } from "./card-fields-sheet.js";

export interface CardFieldsOptions {
  /** The element's host; without one (a plain React tree) the fields mount in `localFields`. */
  host: HTMLElement | undefined;
  stripeKey: string | undefined;
  client: ApiClient;
  clientSecret: string;
  language: string;
  /** The form Enter in a card input submits (the inputs are outside the shadow form). */
  form: RefObject<HTMLFormElement | null>;
  onSetupFailed: () => void;
}

export interface CardFields {
  /** The provider once its fields are mounted. */
  provider: PaymentProvider | undefined;
  fieldErrors: FieldErrors;
  setFieldErrors: Dispatch<SetStateAction<FieldErrors>>;
  /** Where the fields mount without a host. */
  localFields: RefObject<HTMLDivElement | null>;
}

/**
 * Chooses the card provider for the intent and mounts its card fields in the light DOM (Stripe Elements
 * cannot mount in a shadow root), showing each field's error right after the field.
 */
export function useCardFields(options: CardFieldsOptions): CardFields {
  const { host, stripeKey, client, clientSecret, language, form } = options;
  const t = useT();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [provider, setProvider] = useState<PaymentProvider>();
  const localFields = useRef<HTMLDivElement>(null);
  // Ids of the light-DOM field messages: unique on the page (useId carries the root's prefix).
  const idPrefix = `campaign-card${useId().replace(/:/g, "")}`;
  const fieldsRoot = useRef<HTMLElement>(undefined);
  const setupFailed = useRef(options.onSetupFailed);
  setupFailed.current = options.onSetupFailed;

  const labels = useMemo(
    () => ({
      cardNumber: t("payment.cardNumber"),
      cardExpiry: t("payment.cardExpiry"),
      cardCvc: t("payment.cardCvc"),
    }),
    [t],
  );
  // The local test gateway's checks in the fan's language (Stripe words its own).
  const checkTexts = useMemo(
    () => ({
      incomplete_number: t("payment.incompleteNumber"),
      invalid_number: t("payment.invalidNumber"),
      incomplete_expiry: t("payment.incompleteExpiry"),
      invalid_expiry_year_past: t("payment.expiryPast"),
      incomplete_cvc: t("payment.incompleteCvc"),
    }),
    [t],
  );

  useEffect(() => {
    setProvider(undefined);
    const target = host ? cardFieldsContainer(host) : localFields.current;
    if (!target) return;
    let chosen: PaymentProvider;
    try {
      chosen = choosePaymentProvider({ publishableKey: stripeKey || undefined, client, clientSecret });
    } catch (error) {
      // A configuration error (e.g. a Stripe intent without a publishable key): say how to fix it.
      console.error(`<campaign-payment>: ${error instanceof Error ? error.message : String(error)}`);
      setupFailed.current();
      return;
    }
    if (host) adoptCardFieldsSheet(host);
    fieldsRoot.current = target;
    // Enter in a card input pays, as in the name field (the inputs are outside the shadow form).
    const submitOnEnter = (event: KeyboardEvent) => {
      if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
        event.preventDefault();
        form.current?.requestSubmit();
      }
    };
    target.addEventListener("keydown", submitOnEnter);
    let live = true;
    chosen
      .mount(target, {
        labels,
        language,
        checkTexts,
        onChange: (change) => setFieldErrors((errors) => withFieldError(errors, change.field, change.error)),
      })
      .then(
        () => {
          if (live) setProvider(chosen);
        },
        (error: unknown) => {
          if (!live) return;
          const reason = error instanceof Error ? error.message : String(error);
          console.error(`<campaign-payment>: the card fields did not load: ${reason}`);
          setupFailed.current();
        },
      );
    return () => {
      live = false;
      target.removeEventListener("keydown", submitOnEnter);
      chosen.unmount();
    };
  }, [host, stripeKey, client, clientSecret, labels, checkTexts, language, form]);

  // core-journey §5/§8: a provider's field error shows at its field, with the red border. The fields
  // are light DOM, so the message goes there too, right after the field (styled by the sheet).
  useEffect(() => {
    const root = fieldsRoot.current;
    if (!root || !provider) return;
    for (const row of root.querySelectorAll<HTMLElement>(".campaign-card-field[data-field]")) {
      const field = row.dataset.field as CardField;
      showFieldError(row, fieldErrors[field], `${idPrefix}-${field}-error`);
    }
  }, [fieldErrors, provider, idPrefix]);

  return { provider, fieldErrors, setFieldErrors, localFields };
}
