import { useId } from "react";
import { useT } from "../runtime/translation-context.js";

export interface DateFieldProps {
  id: string;
  label: string;
  /** dd/MM/yyyy, partial ("12//2001") while incomplete, "" when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  optional?: boolean | undefined;
  error?: string | undefined;
  /** How many years back the year list goes (engagement §5: the previous 110 years). */
  years?: number;
  /** Year the list starts from (default: this year). */
  latestYear?: number;
}

const pad = (n: number) => String(n).padStart(2, "0");
const DAYS = Array.from({ length: 31 }, (_, i) => pad(i + 1));
const MONTHS = Array.from({ length: 12 }, (_, i) => pad(i + 1));

/** A date as day, month and year selects, emitting dd/MM/yyyy (engagement §5 date field). */
export function DateField(props: DateFieldProps) {
  const t = useT();
  const legendId = useId();
  const [day = "", month = "", year = ""] = props.value ? props.value.split("/") : [];
  const latest = props.latestYear ?? new Date().getFullYear();
  const years = Array.from({ length: props.years ?? 110 }, (_, i) => String(latest - i));
  const emit = (d: string, m: string, y: string) => props.onChange(d || m || y ? `${d}/${m}/${y}` : "");
  const invalid = props.error ? "true" : undefined;
  const parts = [
    { key: "day", label: t("form.day"), value: day, options: DAYS, set: (v: string) => emit(v, month, year) },
    {
      key: "month",
      label: t("form.month"),
      value: month,
      options: MONTHS,
      set: (v: string) => emit(day, v, year),
    },
    {
      key: "year",
      label: t("form.year"),
      value: year,
      options: years,
      set: (v: string) => emit(day, month, v),
    },
  ];
  return (
    <fieldset
      data-invalid={invalid}
      aria-labelledby={legendId}
      aria-describedby={props.error ? `${props.id}-error` : undefined}
      part="field"
    >
      <legend id={legendId}>
        {props.label}
        {props.optional && <span className="optional"> {t("form.optional")}</span>}
      </legend>
      <div className="row" dir="ltr">
        {parts.map((part) => (
          <select
            key={part.key}
            id={`${props.id}-${part.key}`}
            aria-label={part.label}
            value={part.value}
            aria-invalid={invalid}
            onChange={(event) => part.set(event.currentTarget.value)}
            onBlur={() => props.onBlur?.()}
          >
            <option value="">{part.label}</option>
            {part.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ))}
      </div>
      {props.error && (
        <p className="feedback" id={`${props.id}-error`} part="error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
