import type { ErrorBody } from "../api/schemas/error.js";
import { DEFAULT_CODE_WAIT_MINUTES } from "../api/schemas/verification.js";

/** core-journey §3: the minutes a 429 on a code asks the fan to wait (its retry_after), else the default. */
export const codeWaitMinutes = ({ retry_after }: ErrorBody): number =>
  retry_after !== undefined && retry_after > 0 ? retry_after : DEFAULT_CODE_WAIT_MINUTES;
