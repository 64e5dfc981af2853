import { describe, expect, it } from "vitest";
import {
  directionOf,
  LANGUAGE_TABLE,
  LANGUAGES,
  languageSchema,
  pickLanguage,
  toLanguage,
} from "./languages.js";

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
    expect(pickLanguage(undefined, "xx", "de")).toBe("de");
    expect(pickLanguage()).toBe("en-us");
  });
});
