import { describe, expect, it } from "vitest";
import { languageSchema } from "./language-schema.js";
import { directionOf, LANGUAGE_TABLE, LANGUAGES, pickLanguage, toLanguage } from "./languages.js";

describe("the language table", () => {
  it("lists core-journey §1's languages, en-us first", () => {
    expect(LANGUAGES).toEqual(["en-us", "ar", "es", "fr", "de", "nl"]);
    expect(languageSchema.safeParse("nl").success).toBe(true);
    expect(languageSchema.safeParse("pt").success).toBe(false);
  });

  it("writes Arabic right to left, the others left to right", () => {
    expect(LANGUAGES.filter((language) => directionOf(language) === "rtl")).toEqual(["ar"]);
  });

  it("gives each language Stripe's locale for it", () => {
    expect(LANGUAGES.map((language) => LANGUAGE_TABLE[language].stripe)).toEqual([
      "en",
      "ar",
      "es",
      "fr",
      "de",
      "nl",
    ]);
  });

  it("reads region spellings and falls back to en-us", () => {
    expect(toLanguage("EN-GB")).toBe("en-us");
    expect(toLanguage("fr_CA")).toBe("fr");
    expect(toLanguage("toString")).toBeUndefined();
    expect(toLanguage("__proto__")).toBeUndefined();
    expect(toLanguage("constructor-x")).toBeUndefined();
    expect(pickLanguage(undefined, "xx", "de")).toBe("de");
    expect(pickLanguage()).toBe("en-us");
  });
});

describe("toLanguage, the check the first render makes without zod", () => {
  it("accepts exactly what the schema accepts, for every table key and near miss", () => {
    const candidates = [
      ...LANGUAGES,
      ...LANGUAGES.map((l) => `${l} `),
      "",
      "en",
      "EN-US",
      "ar-",
      "pt",
      "hasOwnProperty",
      "valueOf",
      "nl-BE",
      "es_MX",
      " de ",
    ];
    for (const candidate of candidates) {
      const lower = candidate.trim().toLowerCase().replace("_", "-");
      if (languageSchema.safeParse(lower).success) expect(toLanguage(candidate)).toBe(lower);
    }
    for (const value of [undefined, null, 3, {}, ["nl"]]) expect(toLanguage(value)).toBeUndefined();
  });
});
