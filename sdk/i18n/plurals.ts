// Counted texts follow i18next's plural keys (`key_one`, `key_other`, …): i18next picks the form with
// Intl.PluralRules for the instance's language when `t` gets a `count`, so a language states exactly the
// forms its rules have (Arabic six, French and Spanish three, English two), never a `=== 1` test.

/** Every plural category of Intl.PluralRules, in CLDR's order. */
export const PLURAL_FORMS = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralForm = (typeof PLURAL_FORMS)[number];

/** A catalogue key without its plural suffix: `points_other` → `points`. */
export type PluralBase<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** The extra forms a language may add to a counted text whose en-us forms are `_one` and `_other`. */
export type PluralExtras<T> = {
  [K in keyof T & string as K extends `${infer Base}_other`
    ? `${Base}_${Exclude<PluralForm, "one" | "other">}`
    : never]?: string;
};

/** The plural form a key ends with, if any. */
export const pluralFormOf = (key: string): PluralForm | undefined =>
  PLURAL_FORMS.find((form) => key.endsWith(`_${form}`));
