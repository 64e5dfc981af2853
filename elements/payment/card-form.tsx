import { type FormEvent, useRef, useState } from "react";
import type { ApiClient } from "../../sdk/api/client.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { PaymentIntent } from "../../sdk/api/schemas/payment-intent.js";
import { currencyOf, formatPrice } from "../../sdk/payment/currencies.js";
import { cardFailureText, chargeLine, PAYMENT_MESSAGES } from "../../sdk/payment/messages.js";
import { CARD_FIELDS_SLOT, type ConfirmFailure } from "../../sdk/payment/provider.js";
import { validateNameOnCard } from "../../sdk/validation/card.js";
import { messageOf, type ValidationError } from "../../sdk/validation/validation-error.js";
import { TextField } from "../form/text-field.js";
import { Snackbar } from "../layout/snackbar.js";
import { useMessageText, useT, useTranslation } from "../runtime/translation-context.js";
import { PaymentLayout } from "./payment-layout.js";
import { useCardFields } from "./use-card-fields.js";

const FORM_ID = "payment-form";

interface CardFormProps {
  campaign: Campaign;
  intent: PaymentIntent;
  language: string;
  /** The element's host; without one (a plain React tree) the fields mount in a div of this tree. */
  host: HTMLElement | undefined;
  stripeKey: string | undefined;
  client: ApiClient;
  onSucceeded: (intent: PaymentIntent) => void;
  onBack: () => void;
  onProcessing: () => void;
  onSetupFailed: () => void;
  onCardFailed: (message: string) => void;
}

/** Name on card, the provider's card fields (light DOM, through the slot) and the Pay button. */
export function CardForm(props: CardFormProps) {
  const { campaign, intent, host } = props;
  const t = useT();
  const text = useMessageText();
  const amount = formatPrice(intent.amount, currencyOf(intent.currency), useTranslation().language);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<ValidationError>();
  // A failure naming no field, kept as the provider gave it so its text follows the fan's language.
  const [failure, setFailure] = useState<ConfirmFailure>();
  const [confirming, setConfirming] = useState(false);
  // Set synchronously on the first click, so a double click never reaches confirm twice.
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const { provider, setFieldErrors, localFields } = useCardFields({
    host,
    stripeKey: props.stripeKey,
    client: props.client,
    clientSecret: intent.clientSecret,
    language: props.language,
    form,
    onSetupFailed: props.onSetupFailed,
  });

  const nameLabel = t("payment.nameOnCard");

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current || !provider) return;
    const error = validateNameOnCard(name, nameLabel);
    setNameError(error);
    if (error) return;
    busy.current = true;
    setConfirming(true);
    setFailure(undefined);
    setFieldErrors({});
    const result = await provider.confirm(intent.clientSecret, name);
    switch (result.status) {
      case "succeeded":
        // Stays busy: this intent is paid and is never confirmed again.
        props.onSucceeded(intent);
        return;
      case "processing":
        props.onProcessing();
        return;
      case "failed":
        // A field error shows at its field only; otherwise the decline's reason or the general failure.
        if (result.error.kind === "field") {
          setFieldErrors({ [result.error.field]: result.error.message });
        } else {
          setFailure(result.error);
          props.onCardFailed(cardFailureText(result.error, t));
        }
        break;
      default:
        result satisfies never;
    }
    busy.current = false;
    setConfirming(false);
  };

  return (
    <PaymentLayout
      campaign={campaign}
      state={confirming ? "confirming" : "ready"}
      onBack={props.onBack}
      actionBar={
        <button
          type="submit"
          form={FORM_ID}
          className="button"
          part="submit"
          disabled={confirming || !provider}
        >
          {confirming ? t("payment.paying") : t("payment.pay", { amount })}
        </button>
      }
    >
      <form id={FORM_ID} ref={form} noValidate onSubmit={pay} part="form">
        <p className="charge">{t(chargeLine(intent.amount), { amount })}</p>
        {provider?.name === "test-gateway" && <p className="test-mode">{t("payment.testMode")}</p>}
        <Snackbar message={failure && { text: cardFailureText(failure, t), tone: "error" }} />
        <TextField
          id="name-on-card"
          label={nameLabel}
          value={name}
          onChange={setName}
          onBlur={() => setNameError(validateNameOnCard(name, nameLabel))}
          error={text(nameError && messageOf(nameError))}
          autoComplete="cc-name"
        />
        <fieldset className="card-details" aria-busy={provider ? undefined : "true"}>
          <legend>{t("payment.cardDetails")}</legend>
          {!provider && (
            <p className="status" role="status">
              {t(PAYMENT_MESSAGES.loading)}
            </p>
          )}
          {host ? <slot name={CARD_FIELDS_SLOT} /> : <div ref={localFields} />}
        </fieldset>
      </form>
    </PaymentLayout>
  );
}
