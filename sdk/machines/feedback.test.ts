import { describe, expect, it } from "vitest";
import { isSuccess, serverTextOr } from "./feedback.js";

describe("feedback from a failed call", () => {
  it("is the server's text when it sent one", () => {
    expect(serverTextOr("Email already in use", { key: "registration.submitFailed" })).toEqual({
      text: "Email already in use",
    });
  });
  it("is the catalogue message otherwise", () => {
    expect(serverTextOr(undefined, { key: "registration.submitFailed" })).toEqual({
      key: "registration.submitFailed",
    });
    expect(serverTextOr("  ", { key: "registration.submitFailed" })).toEqual({
      key: "registration.submitFailed",
    });
  });
});

describe("a status", () => {
  it("succeeds in the 2xx range", () => {
    expect([200, 201, 202, 204].every(isSuccess)).toBe(true);
    expect([0, 199, 301, 401, 429, 500].some(isSuccess)).toBe(false);
  });
});
