import { type FormEvent, useState } from "react";
import { campaignFlow } from "../../sdk/flow/campaign-flow.js";
import { indexPageOf, showsBackArrow } from "../../sdk/flow/index-page.js";
import { nextStep, progressPercent, showsProgressBar } from "../../sdk/flow/step-navigation.js";
import { journeyTexts } from "../../sdk/i18n/locales/en-us/journey.js";
import { sessionCartStorage } from "../../sdk/payment/cart-storage.js";
import { currencyOf, formatAmount } from "../../sdk/payment/currencies.js";
import { canContinueDonation, donationCart } from "../../sdk/payment/product-cart.js";
import {
  DONATION_INPUT_MAX,
  donationMinimum,
  formatMoney,
  validateDonationAmount,
} from "../../sdk/validation/donation-amount.js";
import { fail, messageOf, type ValidationError } from "../../sdk/validation/validation-error.js";
import { backToPrevious } from "../layout/back-to-previous.js";
import { Snackbar } from "../layout/snackbar.js";
import { StepLayout } from "../layout/step-layout.js";
import { type ScreenContext, ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useMessageText } from "../runtime/translation-context.js";
import { useFan } from "../runtime/use-fan.js";

export interface CampaignDonateProps extends ScreenProps, Pick<StepEvents, "onStepChange"> {}

const FORM_ID = "donate-form";
const INPUT_ID = "donation-amount";
/** A plain decimal numeral; anything else is left to the validator's wrong-format message. */
const DECIMAL = /^\d+(?:\.\d+)?$/;

/** `<campaign-donate>`: the donation amount of core-journey §2 "Donate" and §5 "Donation amount". */
export function CampaignDonate(props: CampaignDonateProps) {
  return (
    <ScreenFrame props={props} tag="campaign-donate" texts={journeyTexts}>
      {(screen) => <DonateScreen screen={screen} props={props} />}
    </ScreenFrame>
  );
}

function DonateScreen({ screen, props }: { screen: ScreenContext; props: CampaignDonateProps }) {
  const { campaign } = screen;
  const { t } = screen.translation;
  const text = useMessageText();
  const storage = sessionCartStorage();
  const fanState = useFan(campaign.oid, props.apiBase);
  const payment = campaign.settings.payment;
  const currency = payment?.currencyCode ? currencyOf(payment.currencyCode) : undefined;
  const minAmount = payment?.pricingModel?.minAmount;
  // A fan coming back from the payment step finds the amount they chose.
  const [amount, setAmount] = useState(() => {
    const cart = storage.readCart(campaign.oid);
    return currency && cart && !cart.products && cart.currency === currency.code && cart.totalAmount > 0
      ? formatAmount(cart.totalAmount, currency)
      : "";
  });
  // The browser keeps no value for text a number input cannot read ("12,50" in an English browser).
  const [badInput, setBadInput] = useState(false);
  const [error, setError] = useState<ValidationError>();
  const [persistent] = useState(() => storage.isPersistent());
  const flow = campaignFlow(campaign);
  const progress = progressPercent(flow, "donate");
  const next = nextStep(flow, "donate", {
    type: campaign.type,
    ...(fanState.status === "fan" && { fan: fanState.fan }),
  });
  const fieldName = t("donate.amount");

  const header = {
    title: t("donate.title"),
    showHeader: true,
    showBack: showsBackArrow("donate", indexPageOf(campaign.type)),
    onBack: () =>
      props.onStepChange?.(
        backToPrevious(campaign, "donate", fanState.status === "fan" ? fanState.fan : undefined),
      ),
    progress: showsProgressBar(campaign.type, progress) ? progress : 0,
  };
  if (!currency) {
    return (
      <StepLayout {...header}>
        <p className="muted">{t("donate.none")}</p>
      </StepLayout>
    );
  }

  const digits = currency.decimal_digits;
  const minimum = donationMinimum(currency, minAmount);
  const validate = (): ValidationError | undefined =>
    badInput
      ? fail("wrongFormat", { fieldName })
      : validateDonationAmount(amount, {
          fieldName,
          currency,
          ...(minAmount !== undefined && { minAmount }),
        });
  const cart = !badInput && DECIMAL.test(amount.trim()) ? donationCart(amount.trim(), currency) : undefined;
  // core-journey §4: continue is blocked while the amount is zero or less.
  const canContinue = canContinueDonation(cart) && !error;

  const goOn = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setError(found);
    if (found || !cart || !canContinueDonation(cart) || !next) return;
    storage.writeCart(campaign.oid, cart);
    props.onStepChange?.({ campaignOid: campaign.oid, from: "donate", to: next, replace: false });
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
                setAmount(event.currentTarget.value);
                setBadInput(event.currentTarget.validity.badInput);
                setError(undefined);
              }}
              // core-journey §5: the amount is validated on blur.
              onBlur={() => setError(validate())}
              part="input"
            />
          </div>
          <p className="hint" id={`${INPUT_ID}-hint`}>
            {t("donate.minimum", { amount: formatMoney(minimum, currency) })}
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
