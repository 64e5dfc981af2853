// isExists and lightFormat rather than parse and format: the strict dd/MM/yyyy needs neither locales nor
// the general parser, which cost the register screen about 10 KB gzip.
import { isAfter, isBefore, isExists, lightFormat, startOfDay, subDays, subYears } from "date-fns";
import { isBlank } from "./required.js";
import { type FieldRule, fail, type ValidationError } from "./validation-error.js";

/** core-journey §9: the input format of dates. */
export const DATE_INPUT_FORMAT = "dd/MM/yyyy";
/** core-journey §5: a date of birth lies between 110 years ago and 1 year and 1 day ago. */
export const DOB_MAX_AGE_YEARS = 110;

const DATE_SHAPE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const REMOTE_DOB_SHAPE = /^(\d{2})(\d{2})(\d{4})$/;

type DateCheck = { kind: "date"; date: Date } | { kind: "wrong-format" } | { kind: "not-a-date" };

/** Strict dd/MM/yyyy: two-digit day and month, four-digit year, and a day that exists. */
function checkDate(value: string): DateCheck {
  const match = DATE_SHAPE.exec(value);
  if (!match) return { kind: "wrong-format" };
  const [day, month, year] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  if (!isExists(year, month, day)) return { kind: "not-a-date" };
  // setFullYear, not the constructor: new Date(99, …) would mean 1999.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month, day);
  return { kind: "date", date };
}

/** engagement §5 date field: the date typed in dd/MM/yyyy, or null when it is not one (strict). */
export function parseDateInput(value: string | undefined): Date | null {
  const check = checkDate(value?.trim() ?? "");
  return check.kind === "date" ? check.date : null;
}

export const formatDateInput = (date: Date): string => lightFormat(date, DATE_INPUT_FORMAT);

/** The oldest and latest dates of birth accepted on `now`'s day. */
export function dobBounds(now: Date = new Date()): { oldest: Date; latest: Date } {
  const today = startOfDay(now);
  return { oldest: subYears(today, DOB_MAX_AGE_YEARS), latest: subDays(subYears(today, 1), 1) };
}

export interface DateRule extends FieldRule {
  /** Today, for the range; defaults to the current date. */
  readonly now?: Date;
}

/**
 * core-journey §5 date of birth, strict dd/MM/yyyy. The four messages split this way:
 * - the value is not in dd/MM/yyyy: 'Invalid date format';
 * - the shape is right but no such day exists (31/02/2000): 'Invalid date, date of birth must be
 *   between {oldest} and {latest}', whose "Invalid date" opening names exactly that case;
 * - later than 1 year and 1 day ago: "can't be after {latest}";
 * - earlier than 110 years ago: "can't be before {oldest}".
 * An empty required date shows 'Field is required', the date field's message (engagement §5).
 */
export function validateDateOfBirth(value: string | undefined, rule: DateRule): ValidationError | undefined {
  if (isBlank(value)) return rule.optional ? undefined : fail("fieldRequired");
  const { oldest, latest } = dobBounds(rule.now);
  const check = checkDate(value!.trim());
  if (check.kind === "wrong-format") return fail("dateFormat");
  if (check.kind === "not-a-date") {
    return fail("dobRange", { oldest: formatDateInput(oldest), latest: formatDateInput(latest) });
  }
  if (isAfter(check.date, latest)) return fail("dobAfter", { date: formatDateInput(latest) });
  if (isBefore(check.date, oldest)) return fail("dobBefore", { date: formatDateInput(oldest) });
  return undefined;
}

/** engagement §5 date field (custom date fields): strict dd/MM/yyyy; 'Field is required' when empty. */
export function validateDateInput(value: string | undefined, rule: FieldRule): ValidationError | undefined {
  if (isBlank(value)) return rule.optional ? undefined : fail("fieldRequired");
  return parseDateInput(value) ? undefined : fail("dateFormat");
}

/**
 * engagement §5 remote signup: a date of birth entered DDMMYYYY, as midnight UTC in ISO-8601, or
 * undefined when it is not a real day.
 */
export function remoteDobToIso(value: string): string | undefined {
  const match = REMOTE_DOB_SHAPE.exec(value.trim());
  if (!match) return undefined;
  const [, dd, mm, yyyy] = match;
  const check = checkDate(`${dd}/${mm}/${yyyy}`);
  if (check.kind !== "date") return undefined;
  return new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd))).toISOString();
}
