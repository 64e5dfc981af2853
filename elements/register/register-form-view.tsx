import { type ReactNode, useCallback } from "react";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { SubscriptionPreferences } from "../../sdk/api/schemas/form-values.js";
import type { RegisterFormElements } from "../../sdk/flow/register-form-elements.js";
import type { Language } from "../../sdk/i18n/languages.js";
import {
  type MessengerOptInEvent,
  type MessengerOptInSnapshot,
  messengerCheckbox,
} from "../../sdk/machines/messenger-opt-in.js";
import type {
  InputKey,
  RegisterFormEvent,
  RegisterFormSnapshot,
  TypedPhone,
} from "../../sdk/machines/register-form.js";
import { messageOf } from "../../sdk/validation/validation-error.js";
import { CheckboxField } from "../form/checkbox-field.js";
import { CustomField } from "../form/custom-field.js";
import { PredefinedField } from "../form/predefined-field.js";
import { SubmitForm } from "../form/submit-form.js";
import { assetUrl } from "../runtime/asset-url.js";
import { useMessageText, useT } from "../runtime/translation-context.js";

export const REGISTER_FORM_ID = "register-form";
/** The product's own privacy policy, served by the campaign site. */
const PRODUCT_PRIVACY_POLICY = "/assets/privacy.html";

export interface RegisterFormViewProps {
  campaign: Campaign;
  language: Language;
  apiBase: string | undefined;
  /** The form's values and messages: the fields send their changes and blurs to it. */
  form: RegisterFormSnapshot;
  sendForm: (event: RegisterFormEvent) => void;
  elements: RegisterFormElements;
  messenger: MessengerOptInSnapshot;
  sendMessenger: (event: MessengerOptInEvent) => void;
  /** The form's own button (opt-in and rsvp), else the action bar submits it. */
  buttonInForm: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  /** The campaign's title and description, shown inside the form (opt-in, core-journey §2 switches). */
  intro?: ReactNode;
}

const byOrder = (a: { order?: number | undefined }, b: { order?: number | undefined }) =>
  (a.order ?? 0) - (b.order ?? 0);

/** The registration form: enabled fields plus custom fields, preferences, agreements (core-journey §2). */
export function RegisterFormView(props: RegisterFormViewProps) {
  const t = useT();
  const text = useMessageText();
  const { campaign, elements, sendForm, sendMessenger } = props;
  const { values, errors } = props.form.context;
  // Stable: the phone field reports its value from an effect that depends on this callback.
  const onInput = useCallback(
    (key: InputKey, value: string) => sendForm({ type: "INPUT_CHANGED", key, value }),
    [sendForm],
  );
  const onBlur = useCallback((key: string) => sendForm({ type: "FIELD_BLURRED", key }), [sendForm]);
  const onPhoneTyped = useCallback(
    (phone: TypedPhone) => sendForm({ type: "PHONE_TYPED", phone }),
    [sendForm],
  );
  const onPreferences = (subscriptionPreferences: SubscriptionPreferences) =>
    sendForm({ type: "FIELD_CHANGED", key: "subscriptionPreferences", value: subscriptionPreferences });
  const fields = campaign.registrations.fields.filter((f) => f.enabled).sort(byOrder);
  const customFields = campaign.registrations.customFields.filter((f) => f.enabled).sort(byOrder);
  const errorOf = (key: string) => text(errors[key] && messageOf(errors[key]));
  const preferences: SubscriptionPreferences = values.subscriptionPreferences ?? {
    email: false,
    sms: false,
    messenger: false,
  };
  const messenger = messengerCheckbox(props.messenger);
  const company =
    campaign.settings.privacyPolicy?.companyName ??
    campaign.presentation.meta?.register?.privacyPolicy?.companyName;
  const companyUrl = assetUrl(
    campaign.settings.privacyPolicy?.url ?? campaign.presentation.meta?.register?.privacyPolicy?.url,
    props.apiBase,
  );
  const termsUrl = assetUrl(
    campaign.resources.find((r) => r.assetType === "campaign-terms-and-conditions")?.url,
    props.apiBase,
  );
  return (
    <SubmitForm
      id={REGISTER_FORM_ID}
      part="form"
      onSubmit={props.onSubmit}
      failedSubmits={props.form.context.failedSubmits}
    >
      {props.intro}
      {fields.map((field) => (
        <PredefinedField
          key={field.key}
          field={field}
          values={values}
          error={errors[field.key]}
          language={props.language}
          onChange={onInput}
          onPhoneCountry={(country) => sendForm({ type: "PHONE_COUNTRY_CHANGED", country })}
          onBlur={onBlur}
          typedPhone={props.form.context.typedPhone}
          onPhoneTyped={onPhoneTyped}
        />
      ))}
      {customFields.map((field) => (
        <CustomField
          key={field.key}
          field={field}
          values={values}
          error={errors[field.key]}
          onChange={(answer) => sendForm({ type: "CUSTOM_FIELD_CHANGED", key: field.key, answer })}
          onBlur={onBlur}
        />
      ))}
      {elements.subscriptionPreferences && (
        <fieldset
          data-invalid={errors.subscriptionPreferences ? "true" : undefined}
          aria-describedby={errors.subscriptionPreferences ? "preferences-error" : undefined}
        >
          <legend>{t("register.subscriptions")}</legend>
          {campaign.settings.subscriptionPreferenceSettings?.disclaimer && (
            <p className="hint">{campaign.settings.subscriptionPreferenceSettings.disclaimer}</p>
          )}
          <CheckboxField
            id="subscribe-email"
            checked={preferences.email}
            onChange={(email) => onPreferences({ ...preferences, email })}
          >
            {t("register.subscribeEmail")}
          </CheckboxField>
          <CheckboxField
            id="subscribe-sms"
            checked={preferences.sms}
            onChange={(sms) => onPreferences({ ...preferences, sms })}
          >
            {t("register.subscribeSms")}
          </CheckboxField>
          <CheckboxField
            id="subscribe-messenger"
            checked={messenger.checked}
            disabled={messenger.locked}
            onChange={() => {
              sendMessenger({ type: "TOGGLE" });
              onPreferences({
                email: false,
                sms: false,
                ...values.subscriptionPreferences,
                messenger: props.messenger.state === "unchecked",
              });
            }}
          >
            {messenger.label ? text(messenger.label) : t("register.subscribeMessenger")}
          </CheckboxField>
          {props.messenger.state === "confirming" && (
            <div className="confirm-box">
              <p>{t("register.messengerConfirm")}</p>
              <button
                type="button"
                className="button secondary"
                onClick={() => sendMessenger({ type: "CONFIRMED" })}
              >
                {t("register.messengerConfirmButton")}
              </button>
            </div>
          )}
          {errors.subscriptionPreferences && (
            <p className="feedback" id="preferences-error" role="alert">
              {errorOf("subscriptionPreferences")}
            </p>
          )}
        </fieldset>
      )}
      {elements.agreements.productPolicy && (
        <CheckboxField
          id="arPolicy"
          checked={values.arPolicy === true}
          error={errorOf("arPolicy")}
          onChange={(checked) => sendForm({ type: "AGREEMENT_CHANGED", key: "arPolicy", checked })}
        >
          {t("register.productPolicy")}{" "}
          <a href={assetUrl(PRODUCT_PRIVACY_POLICY, props.apiBase)} target="_blank" rel="noopener">
            ({t("register.productPolicyLink")})
          </a>
        </CheckboxField>
      )}
      {elements.agreements.companyPolicy && (
        <>
          <CheckboxField
            id="companyPolicy"
            checked={values.companyPolicy === true}
            error={errorOf("companyPolicy")}
            onChange={(checked) => sendForm({ type: "AGREEMENT_CHANGED", key: "companyPolicy", checked })}
          >
            {company ? t("register.companyPolicy", { company }) : t("register.companyPolicyFallback")}
          </CheckboxField>
          <p className="policy-links">
            {companyUrl && (
              <a href={companyUrl} target="_blank" rel="noopener">
                {t("register.privacyLink")}
              </a>
            )}
            {termsUrl && (
              <a href={termsUrl} target="_blank" rel="noopener">
                {t("register.termsLink")}
              </a>
            )}
          </p>
        </>
      )}
      {elements.companyPrivacyLink && (
        <p className="form-footer">
          <a href={assetUrl(elements.companyPrivacyLink, props.apiBase)} target="_blank" rel="noopener">
            {company ? t("register.companyPrivacyLink", { company }) : t("register.privacyLink")}
          </a>
        </p>
      )}
      {props.buttonInForm && (
        <button type="submit" className="button" disabled={props.busy} part="submit">
          {props.busy ? t("register.submitting") : props.submitLabel}
        </button>
      )}
    </SubmitForm>
  );
}
