import { z } from "zod/mini";

// What the journey keeps in the session (sessionStorage, history.state), as it is read back (a value another script or an older build
// wrote is parsed, not trusted). They load with the first view's schemas (sdk/campaign/first-view-schemas.ts):
// every screen that reads them shows only once its campaign is parsed, so zod is not in any element's first
// code (issue 22).

/** The gatekeeper email kept for the magic-link step (sdk/registration/gatekeeper-email.ts). */
export const StoredEmailSchema = z.email().check(z.maxLength(320));

/** Spotify follows done before the fan registered (sdk/social/pending-actions.ts). */
export const PendingTargetsSchema = z
  .array(z.string().check(z.minLength(1)).check(z.maxLength(500)))
  .check(z.maxLength(50));

/**
 * A campaign step's history entry (site/step-history.ts). Strict: an entry another script pushed (the
 * exit intent's back guard) is not the site's.
 */
export const StepEntrySchema = z.strictObject({
  campaignStep: z.string().check(z.maxLength(40)),
  previous: z.optional(z.string().check(z.maxLength(40))),
});
