import type { ErrorBody } from "../api/schemas/error.js";
import type { Message } from "../validation/message.js";
import { codeWaitMinutes } from "./code-entry.js";

// The wrong-code lockout both code verifications share (core-journey §4 "Email code verification", §8
// "Too many attempts", §9): a 429 sets the too-many-requests flag and the wait (the server's retry_after
// minutes, else 2), disables sending and runs a countdown ticking every second, 'retry in N seconds'.

/** core-journey §4: the countdown ticks every second. */
export const COUNTDOWN_INTERVAL_MS = 1000;

export interface LockoutContext {
  readonly validationCodeTooManyRequests: boolean;
  /** Minutes, as the server said (core-journey §3). */
  readonly validationCodeWaitTime: number;
  readonly secondsLeft: number;
}

export type CountdownEffect = { type: "startCountdown"; intervalMs: number } | { type: "stopCountdown" };

export const unlocked: LockoutContext = {
  validationCodeTooManyRequests: false,
  validationCodeWaitTime: 0,
  secondsLeft: 0,
};

/** The context a 429 leaves: the wait in minutes and the countdown's seconds. */
export function lockedBy(body: ErrorBody): LockoutContext {
  const minutes = codeWaitMinutes(body);
  return {
    validationCodeTooManyRequests: true,
    validationCodeWaitTime: minutes,
    secondsLeft: Math.ceil(minutes * 60),
  };
}

export const startCountdown = { type: "startCountdown", intervalMs: COUNTDOWN_INTERVAL_MS } as const;

/** One second passed: counts down, or (at the end) unlocks and stops the timer. */
export const tick = ({ secondsLeft }: LockoutContext) =>
  secondsLeft > 1
    ? { context: { secondsLeft: secondsLeft - 1 } }
    : { target: "entering" as const, context: unlocked, effects: [{ type: "stopCountdown" as const }] };

export interface LockoutTexts {
  /** 'Too many verification attempts. Please wait 5 minutes before trying again.' (announced once). */
  readonly message: Message;
  /** 'retry in 297 seconds', changing every second (never in a live region). */
  readonly countdown: Message;
}

/** What a locked-out fan reads; undefined when not locked. */
export function lockoutTexts(context: LockoutContext): LockoutTexts | undefined {
  if (!context.validationCodeTooManyRequests) return undefined;
  return {
    message: { key: "verification.tooManyAttempts", values: { count: context.validationCodeWaitTime } },
    countdown: { key: "verification.retryIn", values: { count: context.secondsLeft } },
  };
}
