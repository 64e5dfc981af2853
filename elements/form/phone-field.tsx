import { useEffect, useId, useState } from "react";
import type { Language } from "../../sdk/i18n/languages.js";
import { orderCountries } from "../../sdk/validation/country-top-list.js";
import { loadCallingCodes, loadPhoneNumbers } from "../../sdk/validation/mobile-number.js";
import { useT } from "../runtime/translation-context.js";
import { describedBy, FieldFeedback } from "./field-shell.js";
import { useCountryNames } from "./use-country-names.js";

export interface PhoneValue {
  /** ISO code, lower case. */
  country: string;
  /** As typed. */
  number: string;
}

export interface PhoneFieldProps {
  id: string;
  label: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  onBlur?: () => void;
  language: Language;
  optional?: boolean | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  /** Not usable yet (its calling code is not known): a served screen is not taken over until it is. */
  busy?: boolean | undefined;
}

interface CountryOption {
  code: string;
  callingCode: string;
}

/**
 * The phone library validates the number on blur or submit; fetching it as the fan reaches for the field
 * has it ready by then, and keeps its 47 KB gzip off the first render (issue 22).
 */
const warmPhoneNumbers = () => void loadPhoneNumbers().catch(() => undefined);

/**
 * A mobile number: calling-code select plus the number. The picker's countries and calling codes come
 * from a 1 KB table when the field is shown; the phone library loads on focus (warmPhoneNumbers). The
 * legend names the group; the number input alone carries the field's name (the select has its own,
 * 'Country calling code'), so "the Mobile Number field" is one control for a screen reader and for
 * getByLabel.
 */
export function PhoneField(props: PhoneFieldProps) {
  const t = useT();
  const legendId = useId();
  const [countries, setCountries] = useState<CountryOption[]>();
  const names = useCountryNames(props.language);
  useEffect(() => {
    let live = true;
    loadCallingCodes().then((codes) => {
      if (!live) return;
      setCountries(
        orderCountries([...codes.keys()], { language: props.language }).map((code) => ({
          code,
          callingCode: codes.get(code) ?? "",
        })),
      );
    });
    return () => {
      live = false;
    };
  }, [props.language]);

  const { id, error, hint, value } = props;
  const invalid = error ? "true" : undefined;
  const described = describedBy(id, error, hint);
  return (
    <fieldset data-invalid={invalid} part="field" aria-busy={props.busy || !names ? "true" : undefined}>
      <legend id={legendId}>
        {props.label}
        {props.optional && <span className="optional"> {t("form.optional")}</span>}
      </legend>
      <div className="phone-row" dir="ltr">
        <select
          id={`${id}-country`}
          aria-label={t("form.countryCallingCode")}
          value={value.country}
          onFocus={warmPhoneNumbers}
          onChange={(event) => props.onChange({ ...value, country: event.currentTarget.value })}
        >
          {(countries ?? [{ code: value.country, callingCode: "" }]).map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.callingCode ? `+${c.callingCode} ` : ""}${names ? names.of(c.code) : c.code.toUpperCase()}`}
            </option>
          ))}
        </select>
        <input
          id={id}
          name={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={value.number}
          aria-labelledby={legendId}
          aria-invalid={invalid}
          aria-describedby={described}
          required={!props.optional}
          onFocus={warmPhoneNumbers}
          // core-journey §5 text input: leading spaces are stripped. Autofill types without a focus.
          onChange={(event) => {
            warmPhoneNumbers();
            props.onChange({ ...value, number: event.currentTarget.value.replace(/^\s+/, "") });
          }}
          onBlur={() => props.onBlur?.()}
          part="input"
        />
      </div>
      <FieldFeedback id={id} hint={hint} error={error} />
    </fieldset>
  );
}
