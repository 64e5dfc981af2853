import { customFieldKey, fieldTypeKey } from "../../sdk/api/schemas/field-keys.js";
import type {
  CustomFieldAnswer,
  CustomFieldValue,
  DropdownValue,
} from "../../sdk/api/schemas/form-values.js";
import type { RegistrationField } from "../../sdk/api/schemas/registration-field.js";
import { customAnswerOf, type FormValues } from "../../sdk/validation/register-form.js";
import { messageOf, type ValidationError } from "../../sdk/validation/validation-error.js";
import { useMessageText, useT } from "../runtime/translation-context.js";
import { CheckboxGroup } from "./checkbox-group.js";
import { DateField } from "./date-field.js";
import { SelectField } from "./select-field.js";
import { TextField } from "./text-field.js";

export interface CustomFieldProps {
  field: RegistrationField;
  values: FormValues;
  error: ValidationError | undefined;
  onChange: (answer: CustomFieldAnswer) => void;
  onBlur: (key: string) => void;
}

const asList = (value: CustomFieldValue | undefined): DropdownValue[] =>
  Array.isArray(value) ? value : value && typeof value === "object" ? [value] : [];

/** A custom field of any type: text, number, date, dropdown-single (select), dropdown-multi (checkboxes). */
export function CustomField({ field, values, error, onChange, onBlur }: CustomFieldProps) {
  const t = useT();
  const text = useMessageText();
  const id = `custom-${field.key}`;
  const type = fieldTypeKey(field);
  const value = customAnswerOf(field, values.customFields);
  const answer = (next: CustomFieldValue) =>
    onChange({ oid: field.oid ?? field.key, name: field.name, key: customFieldKey(field.name), value: next });
  const option = (name: string): DropdownValue => {
    const tagOid = field.options?.find((o) => o.name === name)?.tagOid;
    return tagOid ? { value: name, tagOid } : { value: name };
  };
  const options = (field.options ?? []).map((o) => ({ value: o.name, label: o.name }));
  const common = {
    id,
    label: field.name,
    optional: field.optional,
    error: text(error && messageOf(error)),
    onBlur: () => onBlur(field.key),
  };
  switch (type) {
    case "dropdown-single":
      return (
        <SelectField
          {...common}
          value={asList(value)[0]?.value ?? ""}
          options={options}
          placeholder={t("form.select")}
          onChange={(name) => answer(name ? option(name) : null)}
        />
      );
    case "dropdown-multi":
      return (
        <CheckboxGroup
          id={id}
          label={field.name}
          optional={field.optional}
          optionalLabel={t("form.optional")}
          error={common.error}
          options={options}
          values={asList(value).map((v) => v.value)}
          onChange={(names) => {
            answer(names.map(option));
            onBlur(field.key);
          }}
        />
      );
    case "date":
      return (
        <DateField {...common} value={typeof value === "string" ? value : ""} onChange={(v) => answer(v)} />
      );
    case "number":
      return (
        <TextField
          {...common}
          inputMode="decimal"
          value={value === null || value === undefined ? "" : String(value)}
          onChange={(v) => answer(v)}
        />
      );
    default:
      return (
        <TextField {...common} value={typeof value === "string" ? value : ""} onChange={(v) => answer(v)} />
      );
  }
}
