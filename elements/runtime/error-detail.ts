import type { ErrorDetail } from "./step-events.js";

/** The `error` event's detail for a failure the fan saw, whatever was thrown. */
export const errorDetail = (campaignOid: string, error: unknown): ErrorDetail => ({
  campaignOid,
  message: error instanceof Error ? error.message : String(error),
});
