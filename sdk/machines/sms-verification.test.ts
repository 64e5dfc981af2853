import { describe, expect, it } from "vitest";
import { replay, transition } from "./machine.js";
import { resendFlags } from "./resend.js";
import {
  initialSmsVerification,
  smsVerificationMachine as machine,
  smsCodeMessage,
} from "./sms-verification.js";
import { errorAnswer, fanAnswer, successAnswer } from "./test-answers.js";

const start = initialSmsVerification();
const typed = (code: string) => transition(machine, start, { type: "CODE_CHANGED", code });

describe("given the fan typed a 5-character code", () => {
  it("sends it on SUBMIT", () => {
    const next = transition(machine, typed(" A1B2C"), { type: "SUBMIT" });
    expect(next.state).toBe("verifying");
    expect(next.effects).toEqual([{ type: "verifySms", shortCode: "A1B2C" }]);
  });
});

describe("when the code is empty or not 5 characters", () => {
  it("sets validationCodeError without calling the server", () => {
    for (const code of ["", "1234"]) {
      const next = transition(machine, typed(code), { type: "SUBMIT" });
      expect(next.state).toBe("entering");
      expect(next.context.validationCodeError).toBe(true);
      expect(next.effects).toEqual([]);
      expect(smsCodeMessage(next)).toEqual({ key: "validation.invalidCode" });
    }
  });

  it("clears the error as the fan types again", () => {
    const wrong = transition(machine, typed(""), { type: "SUBMIT" });
    expect(transition(machine, wrong, { type: "CODE_CHANGED", code: "1" }).context.validationCodeError).toBe(
      false,
    );
  });
});

describe("when the server accepts the code (201)", () => {
  const verified = replay(machine, start, [
    { type: "CODE_CHANGED", code: "12345" },
    { type: "SUBMIT" },
    { type: "ANSWERED", answer: fanAnswer() },
  ]);

  it("sets verificationSuccessful and turns on the action bar", () => {
    expect(verified.state).toBe("verified");
    expect(verified.context).toMatchObject({ verificationSuccessful: true, hasActionBar: true });
  });

  it("goes on by replacing the route when the fan continues", () => {
    expect(transition(machine, verified, { type: "CONTINUE" }).effects).toEqual([
      { type: "verified", replaceRoute: true },
    ]);
  });
});

describe("when the server rejects the code", () => {
  it("sets validationCodeError and lets the fan try again", () => {
    const wrong = replay(machine, start, [
      { type: "CODE_CHANGED", code: "12345" },
      { type: "SUBMIT" },
      { type: "ANSWERED", answer: errorAnswer(400) },
    ]);
    expect(wrong.state).toBe("entering");
    expect(wrong.context.validationCodeError).toBe(true);
    expect(wrong.context.verificationSuccessful).toBe(false);
  });
});

describe("when the fan resends the code", () => {
  const wrong = transition(machine, typed(""), { type: "SUBMIT" });
  const resending = transition(machine, wrong, { type: "RESEND" });

  it("clears the error flags first and asks for an sms", () => {
    expect(resending.context.validationCodeError).toBe(false);
    expect(resendFlags(resending.context.resend)).toEqual({
      hasResendError: false,
      resentVerificationSuccessfully: false,
    });
    expect(resending.effects).toEqual([{ type: "resendVerification", verificationType: "sms" }]);
  });

  it("sets resentVerificationSuccessfully on success", () => {
    const sent = transition(machine, resending, { type: "RESEND_ANSWERED", answer: successAnswer() });
    expect(resendFlags(sent.context.resend).resentVerificationSuccessfully).toBe(true);
  });

  it("sets hasResendError with the maximum-texts message on 429", () => {
    const failed = transition(machine, resending, { type: "RESEND_ANSWERED", answer: errorAnswer(429) });
    expect(resendFlags(failed.context.resend).hasResendError).toBe(true);
    expect(failed.context.resend.context.error).toEqual({ key: "verification.maxTextsResent" });
  });
});

describe("when the fan follows the change link", () => {
  it("turns verificationRequired off and returns to the form", () => {
    const next = transition(machine, start, { type: "CHANGE" });
    expect(next.state).toBe("changing");
    expect(next.context.verificationRequired).toBe(false);
    expect(next.effects).toEqual([{ type: "changeDetails" }]);
  });
});

describe("while the code is being checked", () => {
  it("ignores another SUBMIT", () => {
    const verifying = transition(machine, typed("12345"), { type: "SUBMIT" });
    expect(transition(machine, verifying, { type: "SUBMIT" }).changed).toBe(false);
  });
});
