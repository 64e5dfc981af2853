import type { Queryable } from "../../db/database.js";
import { hitLimit, type LimitResult } from "../rate-limit/rate-limiter.js";
import type { CodeChannel } from "./codes.js";
import { EMAIL_SENDS_PER_HOUR, SEND_WINDOW_SECONDS, SMS_SENDS_PER_HOUR } from "./limits.js";

/** Counts one verification message to the fan; not allowed once the hour's cap is reached. */
export function countVerificationSend(
  q: Queryable,
  channel: CodeChannel,
  fanOid: string,
): Promise<LimitResult> {
  return hitLimit(q, {
    key: `verify-send:${channel}:${fanOid}`,
    limit: channel === "sms" ? SMS_SENDS_PER_HOUR : EMAIL_SENDS_PER_HOUR,
    windowSeconds: SEND_WINDOW_SECONDS,
  });
}
