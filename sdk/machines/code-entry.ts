import type { ErrorBody } from "../api/schemas/error.js";
import { DEFAULT_CODE_WAIT_MINUTES } from "../api/schemas/verification.js";
import type { ResendEvent, ResendSnapshot } from "./resend.js";

// What the text-code and email-code verifications share (core-journey §4): a typed code whose error
// flag clears as the fan types, the verified flag, and the resend link.

export interface CodeEntryContext {
  readonly code: string;
  readonly validationCodeError: boolean;
  readonly verificationSuccessful: boolean;
  readonly resend: ResendSnapshot;
}

export type CodeEntryEvent = { type: "CODE_CHANGED"; code: string } | ResendEvent;

/** Typing a code clears the 'invalid code' flag. */
export const typeCode = (_: CodeEntryContext, { code }: { code: string }) => ({
  context: { code, validationCodeError: false },
});

/** core-journey §3: the minutes a 429 on a code asks the fan to wait (its retry_after), else the default. */
export const codeWaitMinutes = ({ retry_after }: ErrorBody): number =>
  retry_after !== undefined && retry_after > 0 ? retry_after : DEFAULT_CODE_WAIT_MINUTES;
