import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, countryName } from "./countries.js";

describe("countryName", () => {
  it("names every country in the language asked for, each language apart", () => {
    for (const language of ["en-us", "fr", "ar", "en-us"]) {
      const names = new Intl.DisplayNames([language === "en-us" ? "en-US" : language], { type: "region" });
      for (const code of COUNTRY_CODES)
        expect(countryName(code, language)).toBe(names.of(code.toUpperCase()));
    }
    expect(countryName("au", "en-us")).toBe("Australia");
    expect(countryName("de", "fr")).toBe("Allemagne");
  });
});
