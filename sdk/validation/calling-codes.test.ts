import { getCountries, getCountryCallingCode } from "libphonenumber-js/mobile";
import { describe, expect, it } from "vitest";
import { callingCodeOf, loadCallingCodes } from "./mobile-number.js";

describe("the calling-code table (scripts/calling-codes.mjs)", () => {
  it("holds exactly the phone library's countries and calling codes (run the script after an update)", async () => {
    const table = await loadCallingCodes();
    const library = new Map(
      getCountries().map((country) => [country.toLowerCase(), getCountryCallingCode(country)]),
    );
    expect(new Map(table)).toEqual(library);
  });

  it("answers a country in any case, and nothing for an unknown one", async () => {
    expect(await callingCodeOf("AU")).toBe("61");
    expect(await callingCodeOf("cx")).toBe("61");
    expect(await callingCodeOf("gb")).toBe("44");
    expect(await callingCodeOf("")).toBeUndefined();
  });
});
