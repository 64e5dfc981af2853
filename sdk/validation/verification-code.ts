import { EMAIL_CODE_LENGTH, SMS_CODE_LENGTH } from "../api/schemas/verification.js";
import { fail, type ValidationError } from "./validation-error.js";

/** core-journey §5, §8: the text-message code is non-empty and 5 characters; otherwise it is invalid. */
export function validateTextCode(code: string | undefined): ValidationError | undefined {
  return code?.trim().length === SMS_CODE_LENGTH ? undefined : fail("invalidCode");
}

/** core-journey §5: the email code's send button is enabled only at exactly 6 characters. */
export const canSendEmailCode = (code: string | undefined): boolean =>
  code?.trim().length === EMAIL_CODE_LENGTH;

/** core-journey §5: the email code is upper-cased when sent. */
export const emailCodeToSend = (code: string): string => code.trim().toUpperCase();
