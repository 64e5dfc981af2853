import type { Catalogue } from "../i18n/locales/en-us.js";
import type { PluralBase } from "../i18n/plurals.js";
import type { Message, MessageValues } from "./message.js";

/** A rule that failed, named by its key in the catalogue's `validation` section. */
export type ValidationCode = PluralBase<keyof Catalogue["validation"]>;

/** What a rule answers when it fails (STYLE.md §6: a code plus interpolation values, no text). */
export interface ValidationError {
  readonly code: ValidationCode;
  readonly values?: MessageValues;
}

/** Errors of a whole form, by field key; a key is absent when its field is valid. */
export type FieldErrors = Readonly<Record<string, ValidationError>>;

/** What every field rule takes: the label shown in messages, and whether the field may stay empty. */
export interface FieldRule {
  readonly fieldName: string;
  readonly optional?: boolean;
}

export const fail = (code: ValidationCode, values?: MessageValues): ValidationError =>
  values ? { code, values } : { code };

/** The catalogue text of an error. */
export const messageOf = (error: ValidationError): Message =>
  error.values
    ? { key: `validation.${error.code}`, values: error.values }
    : { key: `validation.${error.code}` };

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;
