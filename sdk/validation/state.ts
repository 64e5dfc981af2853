import { isBlank } from "./required.js";
import { type FieldRule, fail, type ValidationError } from "./validation-error.js";

export interface StateOption {
  /** What the form stores. */
  readonly code: string;
  readonly name: string;
}

/** The states of the United States, with the District of Columbia. */
export const US_STATES: readonly StateOption[] = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
].map(([code, name]) => ({ code: code!, name: name! }));

/** The states and territories of Australia. */
export const AU_STATES: readonly StateOption[] = [
  ["ACT", "Australian Capital Territory"],
  ["NSW", "New South Wales"],
  ["NT", "Northern Territory"],
  ["QLD", "Queensland"],
  ["SA", "South Australia"],
  ["TAS", "Tasmania"],
  ["VIC", "Victoria"],
  ["WA", "Western Australia"],
].map(([code, name]) => ({ code: code!, name: name! }));

const STATE_LISTS: Readonly<Record<string, readonly StateOption[]>> = { us: US_STATES, au: AU_STATES };

/**
 * core-journey §5, §9: the state is a dropdown only for us and au (these options); for any other
 * country, or none yet, it is free text (undefined).
 */
export function stateOptions(country: string | undefined): readonly StateOption[] | undefined {
  const code = country?.toLowerCase();
  // Own keys only: "__proto__" or "constructor" is no country with states.
  return code && Object.hasOwn(STATE_LISTS, code) ? STATE_LISTS[code] : undefined;
}

export interface StateRule extends FieldRule {
  readonly country?: string;
}

/** core-journey §5 state: required unless optional; for us and au, one of the listed codes. */
export function validateState(value: string | undefined, rule: StateRule): ValidationError | undefined {
  if (isBlank(value)) return rule.optional ? undefined : fail("required", { fieldName: rule.fieldName });
  const options = stateOptions(rule.country);
  if (options && !options.some((option) => option.code === value!.trim().toUpperCase())) {
    return fail("invalid", { fieldName: rule.fieldName });
  }
  return undefined;
}
