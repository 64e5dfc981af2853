import { z } from "zod/mini";
import { SHARE_CHANNELS } from "../../social/channel-orders.js";
import { CampaignActionSchema } from "./action.js";
import { UrlSchema } from "./common.js";
import { withMeta } from "./meta.js";

/** engagement §2 share screen channels, from the channel table. */
export const ShareChannelSchema = withMeta(z.enum(SHARE_CHANNELS), { id: "ShareChannel" });

/** A followable account (an artist, a venue...) and its actions, grouped on the follow page. */
export const SocialAccountSchema = withMeta(
  z.object({
    key: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    actions: z._default(z.array(CampaignActionSchema), []),
    privacyPolicyUrl: z.optional(UrlSchema).check(z.describe("Shown under the account on the follow page")),
  }),
  { id: "SocialAccount" },
);

/** engagement §3 "socialActions". */
export const SocialActionsSchema = withMeta(
  z.object({
    socialAccounts: z._default(z.array(SocialAccountSchema), []),
    shares: z
      .optional(
        z.partialRecord(
          ShareChannelSchema,
          z.object({ enabled: z._default(z.boolean(), true), order: z.int() }),
        ),
      )
      .check(z.describe("Share channels: enabled flag and ascending order")),
    meta: z
      .optional(z.object({ title: z.optional(z.string()), description: z.optional(z.string()) }))
      .check(z.describe("Social title and description used in share and invite messages")),
  }),
  { id: "SocialActions" },
);

export type ShareChannel = z.infer<typeof ShareChannelSchema>;
export type SocialAccount = z.infer<typeof SocialAccountSchema>;
export type SocialAccountInput = z.input<typeof SocialAccountSchema>;
export type SocialActions = z.infer<typeof SocialActionsSchema>;
