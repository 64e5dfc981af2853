import { describe, expect, it } from "vitest";
import { transition } from "./machine.js";
import { accountAnswer, errorAnswer, failedAnswer } from "./test-answers.js";
import { initialUpdateEmail, updateEmailMachine as machine } from "./update-email.js";

const start = initialUpdateEmail("ada@example.com", "Email Address");
const changed = (emailAddress: string) => transition(machine, start, { type: "EMAIL_CHANGED", emailAddress });

describe("given the fan typed a new address", () => {
  it("submits it", () => {
    const next = transition(machine, changed(" grace@example.com "), { type: "SUBMIT" });
    expect(next.state).toBe("submitting");
    expect(next.effects).toEqual([{ type: "updateEmail", emailAddress: "grace@example.com" }]);
  });

  it("shows the email rules' errors instead of submitting", () => {
    const next = transition(machine, changed("grace+x@example.com"), { type: "SUBMIT" });
    expect(next.state).toBe("editing");
    expect(next.context.emailError).toEqual({ code: "invalid", values: { fieldName: "Email Address" } });
    expect(next.effects).toEqual([]);
  });
});

describe("when the update succeeds", () => {
  it("hands the new address back to registration", () => {
    const submitting = transition(machine, changed("grace@example.com"), { type: "SUBMIT" });
    const next = transition(machine, submitting, { type: "ANSWERED", answer: accountAnswer() });
    expect(next.state).toBe("updated");
    expect(next.effects).toEqual([{ type: "emailUpdated", emailAddress: "grace@example.com" }]);
  });
});

describe("when the update fails", () => {
  const submitting = transition(machine, changed("grace@example.com"), { type: "SUBMIT" });
  it("shows the server's result message", () => {
    const next = transition(machine, submitting, {
      type: "ANSWERED",
      answer: errorAnswer(409, { result: "Address already in use" }),
    });
    expect(next.state).toBe("editing");
    expect(next.context.error).toEqual({ text: "Address already in use" });
  });

  it("shows the generic submit error without one", () => {
    const next = transition(machine, submitting, { type: "ANSWERED", answer: failedAnswer(500) });
    expect(next.context.error).toEqual({ key: "registration.submitFailed" });
  });

  it("clears the error once the fan edits again", () => {
    const failed = transition(machine, submitting, { type: "ANSWERED", answer: failedAnswer(500) });
    expect(
      transition(machine, failed, { type: "EMAIL_CHANGED", emailAddress: "x@y.z" }).context.error,
    ).toBeUndefined();
  });
});
