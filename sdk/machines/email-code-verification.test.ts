import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n.js";
import { formTexts } from "../i18n/locales/en-us/forms.js";
import { registrationTexts } from "../i18n/locales/en-us/registration.js";
import { lockoutTexts } from "./code-lockout.js";
import { canSend, initialEmailCode, emailCodeMachine as machine } from "./email-code-verification.js";
import { replay, transition } from "./machine.js";
import { resendFlags } from "./resend.js";
import { errorAnswer, failedAnswer, successAnswer } from "./test-answers.js";

const start = initialEmailCode();
const typed = (code: string) => transition(machine, start, { type: "CODE_CHANGED", code });
const sending = transition(machine, typed("ab12cd"), { type: "SEND" });

describe("given the fan is typing the code", () => {
  it("enables send only at exactly 6 characters", () => {
    expect(canSend(typed("ab12c"))).toBe(false);
    expect(canSend(typed("ab12cd"))).toBe(true);
    expect(canSend(typed("ab12cde"))).toBe(false);
  });

  it("ignores SEND before then", () => {
    expect(transition(machine, typed("ab12c"), { type: "SEND" }).changed).toBe(false);
  });

  it("sends the code upper-cased", () => {
    expect(sending.state).toBe("sending");
    expect(sending.effects).toEqual([{ type: "verifyEmailCode", shortCode: "AB12CD" }]);
  });
});

describe("when the server validates the code (201)", () => {
  it("sets verificationSuccessful and signals validated", () => {
    const next = transition(machine, sending, { type: "ANSWERED", answer: successAnswer() });
    expect(next.state).toBe("validated");
    expect(next.context.verificationSuccessful).toBe(true);
    expect(next.effects).toEqual([{ type: "verified", replaceRoute: false }]);
  });
});

describe("when the code is wrong", () => {
  it("sets validationCodeError and shows 'Invalid verification code' as a snackbar", async () => {
    const next = transition(machine, sending, { type: "ANSWERED", answer: errorAnswer(400) });
    expect(next.state).toBe("entering");
    expect(next.context.validationCodeError).toBe(true);
    expect(next.effects).toEqual([{ type: "notify", message: { key: "validation.invalidCode" } }]);
    const i18n = await createI18n("en-us", [formTexts, registrationTexts]);
    expect(i18n.t("validation.invalidCode")).toBe("Invalid verification code, please try again");
  });
});

describe("when the server answers 429 with retry_after", () => {
  const locked = transition(machine, sending, {
    type: "ANSWERED",
    answer: errorAnswer(429, { retry_after: 5 }),
  });

  it("sets the too-many flag and the wait, and starts a countdown ticking every second", () => {
    expect(locked.state).toBe("locked");
    expect(locked.context).toMatchObject({
      validationCodeTooManyRequests: true,
      validationCodeWaitTime: 5,
      secondsLeft: 300,
    });
    expect(locked.effects).toEqual([{ type: "dismissNotify" }, { type: "startCountdown", intervalMs: 1000 }]);
  });

  it("disables the send button, the code field and the resend link until the countdown ends", () => {
    expect(canSend(locked)).toBe(false);
    expect(transition(machine, locked, { type: "SEND" }).changed).toBe(false);
    expect(transition(machine, locked, { type: "CODE_CHANGED", code: "zz99zz" }).changed).toBe(false);
    expect(transition(machine, locked, { type: "RESEND" }).changed).toBe(false);
  });

  it("shows the spec's message with the server's minutes, and 'retry in N seconds' counting down", async () => {
    const i18n = await createI18n("en-us", [formTexts, registrationTexts]);
    const later = replay(machine, locked, [{ type: "TICK" }, { type: "TICK" }, { type: "TICK" }]);
    const { message, countdown } = lockoutTexts(later.context)!;
    expect(i18n.t(message.key, message.values)).toBe(
      "Too many verification attempts. Please wait 5 minutes before trying again.",
    );
    expect(i18n.t(countdown.key, countdown.values)).toBe("retry in 297 seconds");
  });
});

describe("when the lockout comes after an invalid code and a resend (issue 20)", () => {
  const wrong = transition(machine, sending, { type: "ANSWERED", answer: errorAnswer(400) });
  const resent = replay(machine, wrong, [
    { type: "RESEND" },
    { type: "RESEND_ANSWERED", answer: successAnswer() },
    { type: "CODE_CHANGED", code: "ab12cd" },
    { type: "SEND" },
    { type: "ANSWERED", answer: errorAnswer(429, { retry_after: 5 }) },
  ]);

  it("takes the stale snackbar and the resend's note away: the lockout is the one message", () => {
    expect(resent.state).toBe("locked");
    expect(resent.effects).toContainEqual({ type: "dismissNotify" });
    expect(resendFlags(resent.context.resend).resentVerificationSuccessfully).toBe(false);
    expect(resent.context.validationCodeError).toBe(false);
  });

  it("gives typing, sending and resending back when the countdown ends", () => {
    const ticks = Array.from({ length: 300 }, () => ({ type: "TICK" as const }));
    const after = replay(machine, resent, [...ticks, { type: "CODE_CHANGED", code: "zz99zz" }]);
    expect(after.state).toBe("entering");
    expect(canSend(after)).toBe(true);
    expect(transition(machine, after, { type: "RESEND" }).changed).toBe(true);
  });
});

describe("when the server answers 429 without retry_after", () => {
  it("waits 2 minutes", () => {
    const locked = transition(machine, sending, { type: "ANSWERED", answer: errorAnswer(429) });
    expect(locked.context.validationCodeWaitTime).toBe(2);
    expect(locked.context.secondsLeft).toBe(120);
  });
});

describe("when the countdown ends", () => {
  it("unlocks sending and stops the timer", () => {
    const locked = transition(machine, sending, {
      type: "ANSWERED",
      answer: errorAnswer(429, { retry_after: 1 }),
    });
    const ticks = Array.from({ length: 60 }, () => ({ type: "TICK" as const }));
    const after = replay(machine, locked, ticks);
    expect(after.state).toBe("entering");
    expect(after.context).toMatchObject({
      validationCodeTooManyRequests: false,
      validationCodeWaitTime: 0,
      secondsLeft: 0,
    });
    expect(after.effects.at(-1)).toEqual({ type: "stopCountdown" });
    expect(canSend(after)).toBe(true);
    expect(lockoutTexts(after.context)).toBeUndefined();
  });

  it("is still locked one tick before", () => {
    const locked = transition(machine, sending, {
      type: "ANSWERED",
      answer: errorAnswer(429, { retry_after: 1 }),
    });
    const ticks = Array.from({ length: 59 }, () => ({ type: "TICK" as const }));
    expect(replay(machine, locked, ticks)).toMatchObject({ state: "locked", context: { secondsLeft: 1 } });
  });
});

describe("when the fan edits the email during verification", () => {
  it("goes to update-email", () => {
    const next = transition(machine, start, { type: "EDIT_EMAIL" });
    expect(next.state).toBe("editing-email");
    expect(next.effects).toEqual([{ type: "editEmail" }]);
  });

  it("stops a running countdown first", () => {
    const locked = transition(machine, sending, { type: "ANSWERED", answer: errorAnswer(429) });
    expect(transition(machine, locked, { type: "EDIT_EMAIL" }).effects).toEqual([
      { type: "stopCountdown" },
      { type: "editEmail" },
    ]);
  });
});

describe("when the fan resends the email", () => {
  it("clears the error flags and reports the result", () => {
    const wrong = transition(machine, sending, { type: "ANSWERED", answer: errorAnswer(400) });
    const resending = transition(machine, wrong, { type: "RESEND" });
    expect(resending.context.validationCodeError).toBe(false);
    expect(resending.effects).toEqual([{ type: "resendVerification", verificationType: "email" }]);
    const failed = transition(machine, resending, { type: "RESEND_ANSWERED", answer: failedAnswer(500) });
    expect(resendFlags(failed.context.resend).hasResendError).toBe(true);
    expect(failed.context.resend.context.error).toEqual({ key: "verification.emailResendFailed" });
  });
});
