import { isBlank } from "./required.js";
import { type FieldRule, fail, type ValidationError } from "./validation-error.js";

/**
 * The codes of the states a country's dropdown lists (core-journey §5, §9): the United States with the
 * District of Columbia, and Australia's states and territories. Their names are in state-names.ts, which
 * loads when a dropdown shows (issue 22).
 */
const STATE_CODES: Readonly<Record<string, readonly string[]>> = {
  us: "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  ),
  au: "ACT NSW NT QLD SA TAS VIC WA".split(" "),
};

/** The state codes of a country with a state dropdown (us, au), else undefined: the state is free text. */
export function stateCodes(country: string | undefined): readonly string[] | undefined {
  const code = country?.toLowerCase();
  // Own keys only: "__proto__" or "constructor" is no country with states.
  return code && Object.hasOwn(STATE_CODES, code) ? STATE_CODES[code] : undefined;
}

type StateNames = typeof import("./state-names.js").STATE_NAMES;
let stateNames: StateNames | undefined;

/** The dropdowns' state names if they have loaded, else undefined. */
export const stateNamesNow = (): StateNames | undefined => stateNames;

/** Loads the dropdowns' state names (a screen showing one; the server before it renders). */
export const loadStateNames = (): Promise<StateNames> =>
  import("./state-names.js").then(({ STATE_NAMES }) => {
    stateNames = STATE_NAMES;
    return STATE_NAMES;
  });

export interface StateRule extends FieldRule {
  readonly country?: string;
}

/** core-journey §5 state: required unless optional; for us and au, one of the listed codes. */
export function validateState(value: string | undefined, rule: StateRule): ValidationError | undefined {
  if (isBlank(value)) return rule.optional ? undefined : fail("required", { fieldName: rule.fieldName });
  const codes = stateCodes(rule.country);
  if (codes && !codes.includes(value!.trim().toUpperCase())) {
    return fail("invalid", { fieldName: rule.fieldName });
  }
  return undefined;
}
