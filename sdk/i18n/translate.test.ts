import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n.js";
import { LANGUAGES } from "./languages.js";
import { formTexts } from "./locales/en-us/forms.js";
import { journeyTexts } from "./locales/en-us/journey.js";
import { registrationTexts } from "./locales/en-us/registration.js";
import { enUs } from "./locales/en-us.js";
import { pluralFormOf } from "./plurals.js";
import { addEnUsTexts, loadTranslate, translateNow } from "./translate.js";

const leafKeys = (value: unknown, prefix = ""): string[] =>
  typeof value === "string"
    ? [prefix]
    : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
        leafKeys(v, prefix ? `${prefix}.${k}` : k),
      );

const bases = [
  ...new Set(
    leafKeys(enUs).map((key) => {
      const form = pluralFormOf(key);
      return form ? key.slice(0, -form.length - 1) : key;
    }),
  ),
];
const placeholders = [...JSON.stringify(enUs).matchAll(/{{\s*([a-zA-Z]+)/g)].map((m) => m[1] as string);
const values = Object.fromEntries(placeholders.map((name, index) => [name, `value ${index}`]));

describe("translateNow", () => {
  it("has en-us at once, another language only once its catalogue is loaded", async () => {
    expect(translateNow("en-us")?.("footer.poweredBy")).toBe(enUs.footer.poweredBy);
    expect(translateNow("nl")).toBeUndefined();
    await loadTranslate("nl");
    expect(translateNow("nl")).toBeDefined();
  });

  // The first render reads this lookup and later ones i18next: the fan must not see a text change.
  it.each(LANGUAGES)("answers as i18next does for every key in %s", async (language) => {
    const i18next = await createI18n(language, [formTexts, registrationTexts, journeyTexts]);
    addEnUsTexts(formTexts);
    addEnUsTexts(registrationTexts);
    addEnUsTexts(journeyTexts);
    const t = await loadTranslate(language);
    const optionSets = [
      undefined,
      values,
      { name: undefined },
      ...[0, 1, 2, 3, 5, 11, 21, 100, 1.5, 1234567].map((count) => ({ ...values, count })),
    ];
    for (const key of [...bases, "no.such.key"]) {
      for (const options of optionSets) {
        expect(t(key, options), `${key} ${JSON.stringify(options)}`).toBe(i18next.t(key, options ?? {}));
      }
    }
  });
});

describe("field messages name the field, so they agree with any label", () => {
  it.each([
    ["es", "Dirección de correo electrónico", "El campo «Dirección de correo electrónico» es obligatorio"],
    ["es", "Nombre", "El campo «Nombre» es obligatorio"],
    ["de", "Vorname", "Dein Feld „Vorname“ ist erforderlich"],
  ] as const)("%s: %s", async (language, fieldName, expected) => {
    const i18next = await createI18n(language, [formTexts]);
    expect(i18next.t("validation.required", { fieldName })).toBe(expected);
  });
});
