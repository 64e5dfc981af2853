import { z } from "zod/mini";
import { withMeta } from "./meta.js";
import { RegistrationFieldSchema } from "./registration-field.js";

/** How a fan registers (core-journey §4 registration-type picker). */
export const RegistrationTypeSchema = withMeta(z.enum(["email", "mobile", "facebook", "spotify"]), {
  id: "RegistrationType",
});

/** core-journey §3 "registrations". Legacy settings are converted into fields plus providers. */
export const CampaignRegistrationsSchema = withMeta(
  z.object({
    fields: z._default(z.array(RegistrationFieldSchema), []).check(z.describe("Predefined fields")),
    requiredFields: z
      .optional(z.array(z.string()))
      .check(z.describe("Legacy: keys of required fields; prefer the fields' optional flag")),
    customFields: z._default(z.array(RegistrationFieldSchema), []),
    providers: z
      ._default(z.array(RegistrationTypeSchema), [])
      .check(z.describe("Methods offered; with one or none the picker is skipped")),
    excludeDisposableEmails: z
      .optional(z.boolean())
      .check(
        z.describe(
          "Refuse email addresses at disposable-mail domains (400 naming emailAddress). Default off: such fans register, flagged",
        ),
      ),
  }),
  { id: "CampaignRegistrations" },
);

export type RegistrationType = z.infer<typeof RegistrationTypeSchema>;
export type CampaignRegistrations = z.infer<typeof CampaignRegistrationsSchema>;
