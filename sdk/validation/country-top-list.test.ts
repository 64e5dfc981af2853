import { describe, expect, it } from "vitest";
import { orderCountries, topCountries } from "./country-top-list.js";

describe("the country top list", () => {
  it("is us, gb, au, nz", () => {
    expect(topCountries()).toEqual(["us", "gb", "au", "nz"]);
    expect(topCountries({ language: "fr" })).toEqual(["us", "gb", "au", "nz"]);
  });

  it("puts sa first for Arabic, or when the campaign asks for it", () => {
    expect(topCountries({ language: "ar" })).toEqual(["sa", "us", "gb", "au", "nz"]);
    expect(topCountries({ saudiFirst: true })[0]).toBe("sa");
  });

  it("orders a full list with the top countries first", () => {
    expect(orderCountries(["AE", "AU", "FR", "GB", "NZ", "SA", "US"], { language: "ar" })).toEqual([
      "sa",
      "us",
      "gb",
      "au",
      "nz",
      "ae",
      "fr",
    ]);
  });
});
