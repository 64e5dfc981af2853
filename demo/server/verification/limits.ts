// core-journey §9 leaves these values to the server; they are the demo server's choices.

/** Codes expire: an emailed code or link after 30 minutes, a text-message code after 10. */
export const EMAIL_CODE_TTL_SECONDS = 30 * 60;
export const SMS_CODE_TTL_SECONDS = 10 * 60;

/** After this many wrong codes within the window, the fan waits LOCKOUT_SECONDS (429 with retry_after). */
export const MAX_WRONG_CODES = 5;
export const WRONG_CODE_WINDOW_SECONDS = 15 * 60;
export const LOCKOUT_SECONDS = 5 * 60;

/** Messages per fan and hour: the first one plus the resends (core-journey §8 "Text resend exceeded"). */
export const SMS_SENDS_PER_HOUR = 4;
export const EMAIL_SENDS_PER_HOUR = 6;
export const SEND_WINDOW_SECONDS = 60 * 60;
