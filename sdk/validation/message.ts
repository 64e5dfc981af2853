import type { Catalogue } from "../i18n/locales/en-us.js";
import type { PluralBase } from "../i18n/plurals.js";

// STYLE.md §6: code carries a catalogue key plus interpolation values; the text comes from the locale.

type Paths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A dotted key of the en-us catalogue, e.g. `validation.required`; a counted text by its base key. */
export type MessageKey = Paths<Catalogue>;

export type MessageValues = Readonly<Record<string, string | number>>;

/** A user-visible text to show: its catalogue key and the values it interpolates. */
export interface Message {
  readonly key: MessageKey;
  readonly values?: MessageValues;
}
