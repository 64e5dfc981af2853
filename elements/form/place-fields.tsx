import type { Language } from "../../sdk/i18n/languages.js";
import { orderCountries } from "../../sdk/validation/country-top-list.js";
import { SelectField, type SelectFieldProps } from "./select-field.js";
import { useCountryNames } from "./use-country-names.js";
import { useStateNames } from "./use-state-names.js";

type PickerProps = Omit<SelectFieldProps, "options" | "autoComplete" | "busy">;

// The country and state pickers: their names load after the form's first render (issue 22), and until
// they are in, a picker is busy and lists only what is chosen.

/** The country picker (use-country-names.ts). */
export function CountryField(props: PickerProps & { language: Language }) {
  const { language, ...select } = props;
  const names = useCountryNames(language);
  const codes = names ? orderCountries(names.codes, { language }) : props.value ? [props.value] : [];
  return (
    <SelectField
      {...select}
      autoComplete="country"
      busy={!names}
      options={codes.map((code) => ({ value: code, label: names ? names.of(code) : code.toUpperCase() }))}
    />
  );
}

/** The state picker of a country with listed states (core-journey §5, §9; use-state-names.ts). */
export function StateField(props: PickerProps & { country: string; codes: readonly string[] }) {
  const { country, codes, ...select } = props;
  const names = useStateNames()?.[country.toLowerCase()];
  const shown = names ? codes : props.value ? [props.value] : [];
  return (
    <SelectField
      {...select}
      autoComplete="address-level1"
      busy={!names}
      options={shown.map((code) => ({ value: code, label: names?.[code] ?? code }))}
    />
  );
}
