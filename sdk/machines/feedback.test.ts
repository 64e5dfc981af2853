import { describe, expect, it } from "vitest";
import { answeredSuccess, isSuccess, serverResultOf, serverTextOr } from "./feedback.js";
import { errorAnswer, failedAnswer, successAnswer } from "./test-answers.js";

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

describe("an answer of answerCall", () => {
  it("carries the server's result text in a declared error's body", () => {
    expect(serverResultOf(errorAnswer(409, { result: "Already registered" }))).toBe("Already registered");
    expect(serverResultOf(errorAnswer(409))).toBeUndefined();
  });

  it("carries it in a failed call's body too (a 5xx that explains itself)", () => {
    expect(serverResultOf(failedAnswer(500, { result: "Registrations are closed" }))).toBe(
      "Registrations are closed",
    );
    expect(serverResultOf(failedAnswer(503))).toBeUndefined();
  });

  it("is a success only for a 2xx status", () => {
    expect(answeredSuccess(successAnswer())).toBe(true);
    expect(answeredSuccess(errorAnswer(429))).toBe(false);
    expect(answeredSuccess(failedAnswer(500))).toBe(false);
  });
});
