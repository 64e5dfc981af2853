import { describe, expect, it } from "vitest";
import {
  dobBounds,
  parseDateInput,
  remoteDobToIso,
  validateDateInput,
  validateDateOfBirth,
} from "./date-of-birth.js";

// A fixed "today": 15 June 2025.
const now = new Date(2025, 5, 15, 14, 30);
const rule = { fieldName: "Date of Birth", now };

describe("given today is 15/06/2025", () => {
  it("accepts dates of birth from 15/06/1915 to 14/06/2024", () => {
    const { oldest, latest } = dobBounds(now);
    expect(oldest).toEqual(new Date(1915, 5, 15));
    expect(latest).toEqual(new Date(2024, 5, 14));
    expect(validateDateOfBirth("15/06/1915", rule)).toBeUndefined();
    expect(validateDateOfBirth("14/06/2024", rule)).toBeUndefined();
    expect(validateDateOfBirth("01/01/1990", rule)).toBeUndefined();
  });

  it('shows "can\'t be after" the latest date for someone younger than 1 year and 1 day', () => {
    expect(validateDateOfBirth("15/06/2024", rule)).toEqual({
      code: "dobAfter",
      values: { date: "14/06/2024" },
    });
    expect(validateDateOfBirth("01/01/2030", rule)?.code).toBe("dobAfter");
  });

  it('shows "can\'t be before" the oldest date for more than 110 years', () => {
    expect(validateDateOfBirth("14/06/1915", rule)).toEqual({
      code: "dobBefore",
      values: { date: "15/06/1915" },
    });
  });

  it("shows the between message for a day that does not exist", () => {
    expect(validateDateOfBirth("31/02/2000", rule)).toEqual({
      code: "dobRange",
      values: { oldest: "15/06/1915", latest: "14/06/2024" },
    });
    expect(validateDateOfBirth("00/01/2000", rule)?.code).toBe("dobRange");
  });

  it("shows 'Invalid date format' for anything but dd/MM/yyyy", () => {
    for (const typed of ["1/1/2000", "2000-01-01", "01/01/00", "01012000", "01/01/2000x"]) {
      expect(validateDateOfBirth(typed, rule), typed).toEqual({ code: "dateFormat" });
    }
  });

  it("shows 'Field is required' when empty, unless optional", () => {
    expect(validateDateOfBirth("", rule)).toEqual({ code: "fieldRequired" });
    expect(validateDateOfBirth("", { ...rule, optional: true })).toBeUndefined();
  });
});

describe("given a date field", () => {
  it("parses strict dd/MM/yyyy or answers null", () => {
    expect(parseDateInput("29/02/2024")).toEqual(new Date(2024, 1, 29));
    expect(parseDateInput("29/02/2023")).toBeNull();
    expect(parseDateInput("1/02/2023")).toBeNull();
  });

  it("shows 'Invalid date format' or 'Field is required'", () => {
    expect(validateDateInput("12/13/2020", { fieldName: "First show" })).toEqual({ code: "dateFormat" });
    expect(validateDateInput("", { fieldName: "First show" })).toEqual({ code: "fieldRequired" });
    expect(validateDateInput("12/12/2020", { fieldName: "First show" })).toBeUndefined();
  });
});

describe("given a remote signup date of birth typed DDMMYYYY", () => {
  it("converts it to midnight UTC", () => {
    expect(remoteDobToIso("31121990")).toBe("1990-12-31T00:00:00.000Z");
  });

  it("refuses other shapes and days that do not exist", () => {
    expect(remoteDobToIso("31/12/1990")).toBeUndefined();
    expect(remoteDobToIso("31021990")).toBeUndefined();
    expect(remoteDobToIso("3112199")).toBeUndefined();
  });
});
