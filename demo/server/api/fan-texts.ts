import type { Context } from "hono";
import { createInstance } from "i18next";
import { EMAIL_CODE_LENGTH, SMS_CODE_LENGTH } from "../../../sdk/api/schemas/code-lengths.js";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, pickLanguage } from "../../../sdk/i18n/languages.js";
import { ar } from "../../../sdk/i18n/locales/ar.js";
import { de } from "../../../sdk/i18n/locales/de.js";
import { type Catalogue, enUs } from "../../../sdk/i18n/locales/en-us.js";
import { es } from "../../../sdk/i18n/locales/es.js";
import { fr } from "../../../sdk/i18n/locales/fr.js";
import { nl } from "../../../sdk/i18n/locales/nl.js";
import type { Message } from "../../../sdk/validation/message.js";
import { acceptedLanguages } from "../messaging/compose/message-language.js";

// issue 20: the texts the server answers a fan with (the 400, 409 and 429 texts the spec gives) come from
// the client's own catalogues (sdk/i18n), one table per text, in the language the request asked for.

/** Every catalogue, imported rather than loaded on demand: the server is bundled as one file. */
const CATALOGUES: Record<Language, Catalogue> = { "en-us": enUs, ar, es, fr, de, nl };

/** A fan-facing text: a catalogue message, and the field whose label its `fieldName` is, if any. */
export interface FanText extends Message {
  /** A predefined field (catalogue `fields.*`): its label is written in the answer's language too. */
  readonly fieldKey?: keyof Catalogue["fields"];
}

const translator = createInstance();
// Synchronous: every resource is given here, nothing is loaded.
void translator.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  lowerCaseLng: true,
  initAsync: false,
  // Answers are JSON: the client escapes what it shows.
  interpolation: {
    escapeValue: false,
    defaultVariables: { smsCodeLength: SMS_CODE_LENGTH, emailCodeLength: EMAIL_CODE_LENGTH },
  },
  resources: Object.fromEntries(
    Object.entries(CATALOGUES).map(([language, catalogue]) => [language, { translation: catalogue }]),
  ),
  returnNull: false,
});

/** The text in a language (en-us for logs and for requests that name none of the six). */
export function fanText(text: FanText, language: Language = DEFAULT_LANGUAGE): string {
  const t = translator.getFixedT(language);
  const values = { ...text.values, ...(text.fieldKey && { fieldName: t(`fields.${text.fieldKey}`) }) };
  return t(text.key, values);
}

/** The language a request's accept-language names first among the six, else en-us. */
export const answerLanguage = (c: Context): Language =>
  pickLanguage(...acceptedLanguages(c.req.header("accept-language")));

/**
 * The predefined field whose catalogue label a message names (so it is translated with the message);
 * undefined for a label the promoter wrote, which is answered as given.
 */
export function catalogueField(field: string, fieldName: unknown): keyof Catalogue["fields"] | undefined {
  if (!Object.hasOwn(enUs.fields, field)) return undefined;
  const key = field as keyof Catalogue["fields"];
  return enUs.fields[key] === fieldName ? key : undefined;
}
