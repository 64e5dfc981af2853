import { useEffect, useRef, useState } from "react";
import type { RegistrationField } from "../../sdk/api/schemas/registration-field.js";
import type { Language } from "../../sdk/i18n/languages.js";
import {
  callingCodeNow,
  callingCodeOf,
  mobileFieldValue,
  mobileHint,
} from "../../sdk/validation/mobile-number.js";
import type { FormValues } from "../../sdk/validation/register-form.js";
import { stateCodes } from "../../sdk/validation/state.js";
import { messageOf, type ValidationError } from "../../sdk/validation/validation-error.js";
import { useMessageText, useT } from "../runtime/translation-context.js";
import { DateField } from "./date-field.js";
import { PhoneField, type PhoneValue } from "./phone-field.js";
import { CountryField, StateField } from "./place-fields.js";
import { SelectField } from "./select-field.js";
import { TextField } from "./text-field.js";

type ValueKey = Exclude<
  keyof FormValues,
  "customFields" | "subscriptionPreferences" | "arPolicy" | "companyPolicy"
>;

export interface PredefinedFieldProps {
  field: RegistrationField;
  values: FormValues;
  error: ValidationError | undefined;
  language: Language;
  onChange: (key: ValueKey, value: string) => void;
  onPhoneCountry: (country: string) => void;
  onBlur: (key: string) => void;
  /** The mobile field as last typed, shown again when the field comes back (values hold it composed). */
  typedPhone?: PhoneValue | undefined;
  onPhoneTyped?: (phone: PhoneValue) => void;
}

const AUTOCOMPLETE: Partial<Record<string, string>> = {
  emailAddress: "email",
  firstName: "given-name",
  lastName: "family-name",
  postcode: "postal-code",
  city: "address-level2",
  state: "address-level1",
  streetAddress: "street-address",
  country: "country",
  gender: "sex",
};

/**
 * Default calling-code country: the form's country, else sa for Arabic (the head of its top list), au
 * for en-us (the demo promoter's market, and the +61 hint's country; the en-us top list starts with us)
 * and gb for the other languages.
 */
const defaultPhoneCountry = (values: FormValues, language: Language) =>
  values.country || (language === "ar" ? "sa" : language === "en-us" ? "au" : "gb");

function MobileNumberField(props: PredefinedFieldProps) {
  const text = useMessageText();
  // Back on the form (the text code's change link), the number shows as typed, else the one the form
  // holds (a pending account's, E.164): the report below would otherwise empty it.
  const [phone, setPhone] = useState<PhoneValue>(
    () =>
      props.typedPhone ?? {
        country: defaultPhoneCountry(props.values, props.language),
        number: props.values.mobileNumber ?? "",
      },
  );
  const [callingCode, setCallingCode] = useState<string | undefined>(() => callingCodeNow(phone.country));
  useEffect(() => {
    let live = true;
    callingCodeOf(phone.country).then((code) => live && setCallingCode(code));
    return () => {
      live = false;
    };
  }, [phone.country]);
  const { onChange } = props;
  const change = (next: PhoneValue) => {
    if (next.country !== phone.country) props.onPhoneCountry(next.country);
    // A typed number goes to the form at once, like any text field: an effect runs only after the next
    // paint, and a blur in the same task (autofill, a fast Tab) would validate the number before it.
    else if (callingCode !== undefined) onChange("mobileNumber", mobileFieldValue(callingCode, next.number));
    setPhone(next);
    props.onPhoneTyped?.(next);
  };
  // A blur before the calling code is known (a number typed into the served screen, carried over as the
  // element takes over; autofill as the field appears) is checked once the number is in the form: checked
  // at once, the typed number would be an empty field.
  const heldBlur = useRef<() => void>(undefined);
  const blur = () => props.onBlur("mobileNumber");
  // The form holds calling code plus number, once both are present (core-journey §5); text that breaks
  // the character rule goes in as typed, for the form's rules to refuse. This effect also reports the
  // number again once a new country's calling code is known.
  useEffect(() => {
    if (callingCode === undefined) return;
    onChange("mobileNumber", mobileFieldValue(callingCode, phone.number));
    heldBlur.current?.();
    heldBlur.current = undefined;
  }, [callingCode, phone.number, onChange]);
  const hint = mobileHint(callingCode);
  return (
    <PhoneField
      id="mobileNumber"
      label={props.field.name}
      value={phone}
      onChange={change}
      onBlur={() => {
        if (callingCode === undefined) heldBlur.current = blur;
        else blur();
      }}
      language={props.language}
      optional={props.field.optional}
      error={text(props.error && messageOf(props.error))}
      hint={text(hint && messageOf(hint))}
      // Until the calling code is known the form cannot hold the number: a served screen's takeover
      // waits (served-screen.ts), so a number typed before the code arrived and a tap on Register replayed
      // after it are not sent as an empty field.
      busy={callingCode === undefined}
    />
  );
}

/** One predefined registration field, as the control its key calls for (core-journey §3, §5). */
export function PredefinedField(props: PredefinedFieldProps) {
  const t = useT();
  const text = useMessageText();
  const { field, values, language } = props;
  const key = field.key as ValueKey;
  const error = text(props.error && messageOf(props.error));
  const common = {
    id: key,
    label: field.name,
    optional: field.optional,
    error,
    onBlur: () => props.onBlur(key),
  };
  switch (key) {
    case "mobileNumber":
      return <MobileNumberField {...props} />;
    case "dob":
      return (
        <DateField
          {...common}
          autoComplete="bday"
          value={values.dob ?? ""}
          onChange={(v) => props.onChange("dob", v)}
        />
      );
    case "gender":
      return (
        <SelectField
          {...common}
          value={values.gender === null ? "prefer-not-to-say" : (values.gender ?? "")}
          placeholder={t("form.select")}
          options={[
            { value: "prefer-not-to-say", label: t("form.genderPreferNot") },
            { value: "female", label: t("form.genderFemale") },
            { value: "male", label: t("form.genderMale") },
            { value: "other", label: t("form.genderOther") },
          ]}
          onChange={(v) => props.onChange("gender", v)}
        />
      );
    case "country":
      return (
        <CountryField
          {...common}
          language={language}
          value={values.country ?? ""}
          placeholder={t("form.select")}
          onChange={(v) => props.onChange("country", v)}
        />
      );
    case "state": {
      const codes = stateCodes(values.country);
      if (codes) {
        return (
          <StateField
            {...common}
            country={values.country ?? ""}
            codes={codes}
            value={values.state ?? ""}
            placeholder={t("form.select")}
            onChange={(v) => props.onChange("state", v)}
          />
        );
      }
      return (
        <TextField {...common} value={values.state ?? ""} onChange={(v) => props.onChange("state", v)} />
      );
    }
    default: {
      const value = (values[key] as string | undefined) ?? "";
      return (
        <TextField
          {...common}
          type={key === "emailAddress" ? "email" : "text"}
          inputMode={key === "emailAddress" ? "email" : undefined}
          autoComplete={AUTOCOMPLETE[key]}
          value={value}
          onChange={(v) => props.onChange(key, v)}
        />
      );
    }
  }
}
