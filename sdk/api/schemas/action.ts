import { z } from "zod/mini";
import { OidSchema, UrlSchema } from "./common.js";
import { withMeta } from "./meta.js";

/** engagement §4: action points default to 5. */
export const DEFAULT_ACTION_POINTS = 5;

/**
 * engagement §3 "Action" types. `payment` is added: core-journey §4 records a payment action
 * (channel stripe, target stripe:payment:enable) and it travels in completedActions like the others.
 */
export const ActionTypeSchema = withMeta(
  z.enum(["follow", "connect", "share", "invite", "register", "payment"]),
  { id: "ActionType" },
);

/** engagement §3: the connection state of an action being carried out. */
export const ActionStateSchema = withMeta(z.enum(["connecting", "waiting", "connected"]), {
  id: "ActionState",
});

// Bounded: every recorded action comes back in each of the fan's answers and in webhook events.
export const MAX_CHANNEL_LENGTH = 64;
export const MAX_TARGET_LENGTH = 500;

const channel = z
  .string()
  .check(z.minLength(1), z.maxLength(MAX_CHANNEL_LENGTH))
  .check(
    z.describe(
      "Service: facebook, facebook:event, facebook:messenger, instagram, spotify, twitter, youtube, snapchat, " +
        "linkedin, whatsapp, email, sms, twitch, tiktok, url (custom), stripe",
    ),
  );
const target = z
  .string()
  .check(z.minLength(1), z.maxLength(MAX_TARGET_LENGTH))
  .check(
    z.describe(
      "Colon form, e.g. spotify:artist:{id}; facebook:messenger:page:{pageId} (page id is the 4th part)",
    ),
  );

/** An action a campaign offers (engagement §2 Follow page); listed under a social account. */
export const CampaignActionSchema = withMeta(
  z.object({
    type: ActionTypeSchema,
    channel,
    target,
    points: z
      .optional(z.int().check(z.nonnegative()))
      .check(
        z.describe("Unset: 10 for sms and email, 5 for the others (engagement §4, sdk/social/action-points)"),
      ),
    name: z.optional(z.string()).check(z.describe("Label, e.g. the artist or page name")),
    url: z
      .optional(UrlSchema)
      .check(z.describe("Where the action opens (custom url actions, profile pages)")),
  }),
  { id: "CampaignAction" },
);

/** engagement §3 "Action": a campaign action as shown to one fan. */
export const ActionSchema = withMeta(
  z.extend(CampaignActionSchema, {
    points: z
      .int()
      .check(z.nonnegative())
      .check(z.describe("Settled: the definition's, else the channel's default")),
    isCompleted: z.boolean().check(z.describe("A matching target is validated (core-journey §4)")),
    isValidating: z.boolean().check(z.describe("A matching target is present but not yet validated")),
    state: z.optional(ActionStateSchema),
  }),
  { id: "Action" },
);

/** core-journey §3: an action the fan has done, as the server records it. */
export const CompletedActionSchema = withMeta(
  z.object({
    type: ActionTypeSchema,
    channel,
    target,
    validated: z.boolean(),
    additionalInfo: z
      .optional(
        z.looseObject({ paymentIntent: z.optional(z.object({ id: z.string().check(z.minLength(1)) })) }),
      )
      .check(z.describe("Payment actions carry the payment intent id")),
  }),
  { id: "CompletedAction" },
);

/** Body of POST /campaign-action2 (core-journey §7). */
export const CampaignActionPayloadSchema = withMeta(
  z.object({ campaignOid: OidSchema, channel, type: ActionTypeSchema, target }),
  { id: "CampaignActionPayload" },
);

export type ActionType = z.infer<typeof ActionTypeSchema>;
export type ActionState = z.infer<typeof ActionStateSchema>;
export type CampaignAction = z.infer<typeof CampaignActionSchema>;
export type Action = z.infer<typeof ActionSchema>;
export type CompletedAction = z.infer<typeof CompletedActionSchema>;
export type CampaignActionPayload = z.infer<typeof CampaignActionPayloadSchema>;
