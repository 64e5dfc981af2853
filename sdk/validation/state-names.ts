import { stateCodes } from "./state.js";

export interface StateOption {
  /** What the form stores. */
  readonly code: string;
  readonly name: string;
}

/**
 * The names of the states each country's dropdown lists, by code (core-journey §5, §9): the United States
 * with the District of Columbia, and Australia's states and territories. Apart from their codes (state.ts),
 * which the form's check needs at once: a screen loads the names only when it shows the dropdown (issue 22).
 */
export const STATE_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  us: {
    AL: "Alabama",
    AK: "Alaska",
    AZ: "Arizona",
    AR: "Arkansas",
    CA: "California",
    CO: "Colorado",
    CT: "Connecticut",
    DE: "Delaware",
    DC: "District of Columbia",
    FL: "Florida",
    GA: "Georgia",
    HI: "Hawaii",
    ID: "Idaho",
    IL: "Illinois",
    IN: "Indiana",
    IA: "Iowa",
    KS: "Kansas",
    KY: "Kentucky",
    LA: "Louisiana",
    ME: "Maine",
    MD: "Maryland",
    MA: "Massachusetts",
    MI: "Michigan",
    MN: "Minnesota",
    MS: "Mississippi",
    MO: "Missouri",
    MT: "Montana",
    NE: "Nebraska",
    NV: "Nevada",
    NH: "New Hampshire",
    NJ: "New Jersey",
    NM: "New Mexico",
    NY: "New York",
    NC: "North Carolina",
    ND: "North Dakota",
    OH: "Ohio",
    OK: "Oklahoma",
    OR: "Oregon",
    PA: "Pennsylvania",
    RI: "Rhode Island",
    SC: "South Carolina",
    SD: "South Dakota",
    TN: "Tennessee",
    TX: "Texas",
    UT: "Utah",
    VT: "Vermont",
    VA: "Virginia",
    WA: "Washington",
    WV: "West Virginia",
    WI: "Wisconsin",
    WY: "Wyoming",
  },
  au: {
    ACT: "Australian Capital Territory",
    NSW: "New South Wales",
    NT: "Northern Territory",
    QLD: "Queensland",
    SA: "South Australia",
    TAS: "Tasmania",
    VIC: "Victoria",
    WA: "Western Australia",
  },
};

const optionsOf = (country: string): readonly StateOption[] =>
  (stateCodes(country) ?? []).map((code) => ({ code, name: STATE_NAMES[country]?.[code] ?? code }));

/** The states of the United States, with the District of Columbia. */
export const US_STATES = optionsOf("us");
/** The states and territories of Australia. */
export const AU_STATES = optionsOf("au");

const OPTIONS: Readonly<Record<string, readonly StateOption[]>> = { us: US_STATES, au: AU_STATES };

/**
 * core-journey §5, §9: the state is a dropdown only for us and au (these options); for any other
 * country, or none yet, it is free text (undefined).
 */
export function stateOptions(country: string | undefined): readonly StateOption[] | undefined {
  const code = country?.toLowerCase();
  return code && stateCodes(code) ? OPTIONS[code] : undefined;
}
