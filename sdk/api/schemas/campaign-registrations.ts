import { z } from "zod";
import { RegistrationFieldSchema } from "./registration-field.js";

/** How a fan registers (core-journey §4 registration-type picker). */
export const RegistrationTypeSchema = z
  .enum(["email", "mobile", "facebook", "spotify"])
  .meta({ id: "RegistrationType" });

/** core-journey §3 "registrations". Legacy settings are converted into fields plus providers. */
export const CampaignRegistrationsSchema = z
  .object({
    fields: z.array(RegistrationFieldSchema).default([]).describe("Predefined fields"),
    requiredFields: z
      .array(z.string())
      .optional()
      .describe("Legacy: keys of required fields; prefer the fields' optional flag"),
    customFields: z.array(RegistrationFieldSchema).default([]),
    providers: z
      .array(RegistrationTypeSchema)
      .default([])
      .describe("Methods offered; with one or none the picker is skipped"),
  })
  .meta({ id: "CampaignRegistrations" });

export type RegistrationType = z.infer<typeof RegistrationTypeSchema>;
export type CampaignRegistrations = z.infer<typeof CampaignRegistrationsSchema>;
