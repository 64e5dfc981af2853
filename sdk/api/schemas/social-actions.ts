import { z } from "zod";
import { CampaignActionSchema } from "./action.js";
import { UrlSchema } from "./common.js";

/** engagement §2 share screen channels. */
export const ShareChannelSchema = z.enum(["twitter", "facebook", "linkedin"]).meta({ id: "ShareChannel" });

/** A followable account (an artist, a venue...) and its actions, grouped on the follow page. */
export const SocialAccountSchema = z
  .object({
    key: z.string().min(1),
    name: z.string().min(1),
    actions: z.array(CampaignActionSchema).default([]),
    privacyPolicyUrl: UrlSchema.optional().describe("Shown under the account on the follow page"),
  })
  .meta({ id: "SocialAccount" });

/** engagement §3 "socialActions". */
export const SocialActionsSchema = z
  .object({
    socialAccounts: z.array(SocialAccountSchema).default([]),
    shares: z
      .partialRecord(ShareChannelSchema, z.object({ enabled: z.boolean().default(true), order: z.int() }))
      .optional()
      .describe("Share channels: enabled flag and ascending order"),
    meta: z
      .object({ title: z.string().optional(), description: z.string().optional() })
      .optional()
      .describe("Social title and description used in share and invite messages"),
  })
  .meta({ id: "SocialActions" });

export type ShareChannel = z.infer<typeof ShareChannelSchema>;
export type SocialAccount = z.infer<typeof SocialAccountSchema>;
export type SocialAccountInput = z.input<typeof SocialAccountSchema>;
export type SocialActions = z.infer<typeof SocialActionsSchema>;
