import { type FormEvent, useState } from "react";
import { formTexts } from "../../sdk/i18n/locales/en-us/forms.js";
import { journeyTexts } from "../../sdk/i18n/locales/en-us/journey.js";
import { formatAmount } from "../../sdk/payment/currencies.js";
import { canContinueDonation, donationCart } from "../../sdk/payment/product-cart.js";
import {
  DONATION_INPUT_MAX,
  donationMinimum,
  formatMoney,
  validateDonationAmount,
} from "../../sdk/validation/donation-amount.js";
import { fail, messageOf, type ValidationError } from "../../sdk/validation/validation-error.js";
import { useCartStep } from "../cart/use-cart-step.js";
import { Snackbar } from "../layout/snackbar.js";
import { StepLayout } from "../layout/step-layout.js";
import { type ScreenContext, ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useMessageText } from "../runtime/translation-context.js";

export interface CampaignDonateProps extends ScreenProps, Pick<StepEvents, "onStepChange"> {}

const FORM_ID = "donate-form";
const INPUT_ID = "donation-amount";
/** A plain decimal numeral; anything else is left to the validator's wrong-format message. */
const DECIMAL = /^\d+(?:\.\d+)?$/;

/** `<campaign-donate>`: the donation amount of core-journey §2 "Donate" and §5 "Donation amount". */
export function CampaignDonate(props: CampaignDonateProps) {
  return (
    <ScreenFrame props={props} tag="campaign-donate" texts={[formTexts, journeyTexts]}>
      {(screen) => <DonateScreen screen={screen} props={props} />}
    </ScreenFrame>
  );
}

function DonateScreen({ screen, props }: { screen: ScreenContext; props: CampaignDonateProps }) {
  const { campaign } = screen;
  const { t, language } = screen.translation;
  const text = useMessageText();
  const { storage, currency, persistent, header, keep, save } = useCartStep(screen, "donate", props);
  const minAmount = campaign.settings.payment?.pricingModel?.minAmount;
  // A fan coming back from the payment step, or reloading, finds the amount they chose.
  const [amount, setAmount] = useState(() => {
    const cart = storage.readCart(campaign.oid);
    return currency && cart && !cart.products && cart.currency === currency.code && cart.totalAmount > 0
      ? formatAmount(cart.totalAmount, currency)
      : "";
  });
  // The browser keeps no value for text a number input cannot read ("12,50" in an English browser).
  const [badInput, setBadInput] = useState(false);
  const [error, setError] = useState<ValidationError>();
  const fieldName = t("donate.amount");

  if (!currency) {
    return (
      <StepLayout {...header}>
        <p className="muted">{t("donate.none")}</p>
      </StepLayout>
    );
  }

  const digits = currency.decimal_digits;
  const minimum = donationMinimum(currency, minAmount);
  const check = (value: string, bad: boolean): ValidationError | undefined =>
    bad
      ? fail("wrongFormat", { fieldName })
      : validateDonationAmount(value, {
          fieldName,
          currency,
          ...(minAmount !== undefined && { minAmount }),
        });
  const cartOf = (value: string, bad: boolean) =>
    !bad && DECIMAL.test(value.trim()) ? donationCart(value.trim(), currency) : undefined;
  const validate = () => check(amount, badInput);
  const cart = cartOf(amount, badInput);
  // core-journey §4: continue is blocked while the amount is zero or less.
  const canContinue = canContinueDonation(cart) && !error;

  const goOn = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setError(found);
    if (found || !cart || !canContinueDonation(cart)) return;
    keep(cart);
  };

  return (
    <StepLayout
      {...header}
      actionBar={
        <button type="submit" form={FORM_ID} className="button" part="submit" disabled={!canContinue}>
          {t("layout.continue")}
        </button>
      }
    >
      {!persistent && <Snackbar message={{ text: t("errors.sessionStorage"), tone: "info" }} />}
      <form id={FORM_ID} noValidate onSubmit={goOn} part="form">
        <div className="field" data-invalid={error ? "true" : undefined} part="field">
          <label htmlFor={INPUT_ID}>{fieldName}</label>
          <div className="amount-row">
            <span className="prefix" aria-hidden="true">
              {currency.symbol_native}
            </span>
            <input
              id={INPUT_ID}
              name="amount"
              type="number"
              inputMode={digits === 0 ? "numeric" : "decimal"}
              min={minimum}
              max={DONATION_INPUT_MAX}
              step={digits === 0 ? "1" : (10 ** -digits).toFixed(digits)}
              value={amount}
              required
              aria-invalid={error ? "true" : undefined}
              aria-describedby={`${INPUT_ID}-hint${error ? ` ${INPUT_ID}-error` : ""}`}
              onChange={(event) => {
                const { value, validity } = event.currentTarget;
                setAmount(value);
                setBadInput(validity.badInput);
                setError(undefined);
                // Kept as it changes, once valid: a reload finds the amount (core-journey §3).
                save(check(value, validity.badInput) ? undefined : cartOf(value, validity.badInput));
              }}
              // core-journey §5: the amount is validated on blur.
              onBlur={() => setError(validate())}
              part="input"
            />
          </div>
          <p className="hint" id={`${INPUT_ID}-hint`}>
            {t("donate.minimum", { amount: formatMoney(minimum, currency, language) })}
          </p>
          {error && (
            <p className="feedback" id={`${INPUT_ID}-error`} part="error">
              {text(messageOf(error))}
            </p>
          )}
        </div>
      </form>
    </StepLayout>
  );
}
