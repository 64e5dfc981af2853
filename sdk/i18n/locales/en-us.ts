/**
 * The en-us catalogue: the spec's wording for every user-visible text. Other languages translate
 * every key (a unit test checks none is missing or left in English).
 */
import type { PluralExtras } from "../plurals.js";
import { formTexts } from "./en-us/forms.js";
import { journeyTexts } from "./en-us/journey.js";
import { landingTexts } from "./en-us/landing.js";
import { registrationTexts } from "./en-us/registration.js";

/** The whole en-us catalogue (the server, tests and the type the other languages follow). */
export const enUs = { ...landingTexts, ...formTexts, ...registrationTexts, ...journeyTexts } as const;

// Another language may add the plural forms its Intl.PluralRules has beyond English's one and other.
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> } & PluralExtras<T>;
export type Catalogue = Widen<typeof enUs>;
/** A part of the en-us catalogue an element adds to its i18n instance. */
export type CataloguePart = Partial<Catalogue>;
