import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, countryName, countryNames } from "./countries.js";
import { keptCountryNames } from "./country-names.js";

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

describe("keptCountryNames", () => {
  it("makes nothing: undefined until countryNames made the language's names, then those", () => {
    expect(keptCountryNames("nl")).toBeUndefined();
    const names = countryNames("nl");
    expect(keptCountryNames("nl")).toBe(names);
    expect(names.of("de")).toBe("Duitsland");
    expect(names.codes).toBe(COUNTRY_CODES);
    expect(names.of("xk")).toBe("Kosovo");
    expect(keptCountryNames("es")).toBeUndefined();
  });
});
