import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n.js";
import { formTexts } from "../i18n/locales/en-us/forms.js";
import { registrationTexts } from "../i18n/locales/en-us/registration.js";
import { lockoutTexts } from "./code-lockout.js";
import { accepts, replay, transition } from "./machine.js";
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

describe("when the server locks the fan out after repeated wrong codes (429)", () => {
  const wrong = replay(machine, start, [
    { type: "CODE_CHANGED", code: "12345" },
    { type: "SUBMIT" },
    { type: "ANSWERED", answer: errorAnswer(400) },
  ]);
  const locked = replay(machine, wrong, [
    { type: "CODE_CHANGED", code: "12346" },
    { type: "SUBMIT" },
    { type: "ANSWERED", answer: errorAnswer(429, { retry_after: 5 }) },
  ]);

  it("locks with the server's wait instead of saying the code is invalid, and starts the countdown", () => {
    expect(locked.state).toBe("locked");
    expect(locked.context).toMatchObject({
      validationCodeError: false,
      validationCodeTooManyRequests: true,
      validationCodeWaitTime: 5,
      secondsLeft: 300,
    });
    expect(smsCodeMessage(locked)).toBeUndefined();
    expect(locked.effects.at(-1)).toEqual({ type: "startCountdown", intervalMs: 1000 });
  });

  it("shows the spec's message and 'retry in N seconds'", async () => {
    const i18n = await createI18n("en-us", [formTexts, registrationTexts]);
    const later = replay(machine, locked, [{ type: "TICK" }, { type: "TICK" }]);
    const { message, countdown } = lockoutTexts(later.context)!;
    expect(i18n.t(message.key, message.values)).toBe(
      "Too many verification attempts. Please wait 5 minutes before trying again.",
    );
    expect(i18n.t(countdown.key, countdown.values)).toBe("retry in 298 seconds");
  });

  it("disables typing, sending and resending until the countdown ends", () => {
    for (const type of ["CODE_CHANGED", "SUBMIT", "RESEND"] as const) {
      expect(accepts(machine, locked, type), type).toBe(false);
    }
  });

  it("waits 2 minutes without retry_after", () => {
    const bare = transition(machine, transition(machine, typed("12345"), { type: "SUBMIT" }), {
      type: "ANSWERED",
      answer: errorAnswer(429),
    });
    expect(bare.context).toMatchObject({ validationCodeWaitTime: 2, secondsLeft: 120 });
  });

  it("gives everything back and stops the timer when the countdown ends", () => {
    const ticks = Array.from({ length: 300 }, () => ({ type: "TICK" as const }));
    const before = replay(machine, locked, ticks.slice(1));
    expect(before).toMatchObject({ state: "locked", context: { secondsLeft: 1 } });
    const after = replay(machine, locked, ticks);
    expect(after.state).toBe("entering");
    expect(after.effects.at(-1)).toEqual({ type: "stopCountdown" });
    expect(lockoutTexts(after.context)).toBeUndefined();
    const retried = replay(machine, after, [{ type: "CODE_CHANGED", code: "54321" }, { type: "SUBMIT" }]);
    expect(retried.effects).toEqual([{ type: "verifySms", shortCode: "54321" }]);
  });

  it("stops the countdown when the fan follows the change link", () => {
    const next = transition(machine, locked, { type: "CHANGE" });
    expect(next.state).toBe("changing");
    expect(next.context.validationCodeTooManyRequests).toBe(false);
    expect(next.effects).toEqual([{ type: "stopCountdown" }, { type: "changeDetails" }]);
  });
});
