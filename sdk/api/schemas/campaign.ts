import { z } from "zod/mini";
import { CampaignEventSchema } from "./campaign-event.js";
import { CampaignPresentationSchema } from "./campaign-presentation.js";
import { CampaignRegistrationsSchema } from "./campaign-registrations.js";
import { CampaignSettingsSchema } from "./campaign-settings.js";
import { CampaignTypeSchema, CampaignUriSchema, IsoDateTimeSchema, OidSchema } from "./common.js";
import { withMeta } from "./meta.js";
import { ResourceSchema } from "./resource.js";
import { RewardsSchema } from "./reward-card.js";
import { SocialActionsSchema } from "./social-actions.js";

/** core-journey §9: referral points when the campaign sets none. */
export const DEFAULT_REFERRAL_POINTS = 10;

/** core-journey §3 / engagement §3 "Campaign". Parsing fills the documented defaults. */
export const CampaignSchema = withMeta(
  z.object({
    oid: OidSchema,
    type: CampaignTypeSchema,
    uri: CampaignUriSchema,
    urlSlug: z.string().check(z.minLength(1)).check(z.describe("The id part of the uri, used in tour links")),
    name: z.string().check(z.minLength(1)),
    promoterOid: OidSchema,
    notifyDate: z.optional(IsoDateTimeSchema).check(z.describe("When fans are emailed (e.g. presale codes)")),
    endDate: z.optional(IsoDateTimeSchema).check(z.describe("Registrations close")),
    event: z.optional(CampaignEventSchema),
    presentation: z.prefault(CampaignPresentationSchema, {}),
    settings: z.prefault(CampaignSettingsSchema, {}),
    registrations: z.prefault(CampaignRegistrationsSchema, {}),
    defaults: z.prefault(
      z.object({
        points: z.prefault(
          z.object({
            referral: z._default(z.int().check(z.nonnegative()), DEFAULT_REFERRAL_POINTS),
            share: z.optional(z.int().check(z.nonnegative())),
          }),
          {},
        ),
      }),
      {},
    ),
    rewards: z.optional(RewardsSchema),
    socialActions: z.optional(SocialActionsSchema),
    resources: z._default(z.array(ResourceSchema), []),
  }),
  { id: "Campaign" },
);

export type Campaign = z.infer<typeof CampaignSchema>;
/** A campaign as written by hand or sent by a server: defaults may be left out. */
export type CampaignInput = z.input<typeof CampaignSchema>;
