import { z } from "zod";
import { CampaignEventSchema } from "./campaign-event.js";
import { CampaignPresentationSchema } from "./campaign-presentation.js";
import { CampaignRegistrationsSchema } from "./campaign-registrations.js";
import { CampaignSettingsSchema } from "./campaign-settings.js";
import { CampaignTypeSchema, CampaignUriSchema, IsoDateTimeSchema, OidSchema } from "./common.js";
import { ResourceSchema } from "./resource.js";
import { RewardsSchema } from "./reward-card.js";
import { SocialActionsSchema } from "./social-actions.js";

/** core-journey §9: referral points when the campaign sets none. */
export const DEFAULT_REFERRAL_POINTS = 10;

/** core-journey §3 / engagement §3 "Campaign". Parsing fills the documented defaults. */
export const CampaignSchema = z
  .object({
    oid: OidSchema,
    type: CampaignTypeSchema,
    uri: CampaignUriSchema,
    urlSlug: z.string().min(1).describe("The id part of the uri, used in tour links"),
    name: z.string().min(1),
    promoterOid: OidSchema,
    notifyDate: IsoDateTimeSchema.optional().describe("When fans are emailed (e.g. presale codes)"),
    endDate: IsoDateTimeSchema.optional().describe("Registrations close"),
    event: CampaignEventSchema.optional(),
    presentation: CampaignPresentationSchema.prefault({}),
    settings: CampaignSettingsSchema.prefault({}),
    registrations: CampaignRegistrationsSchema.prefault({}),
    defaults: z
      .object({
        points: z
          .object({
            referral: z.int().nonnegative().default(DEFAULT_REFERRAL_POINTS),
            share: z.int().nonnegative().optional(),
          })
          .prefault({}),
      })
      .prefault({}),
    rewards: RewardsSchema.optional(),
    socialActions: SocialActionsSchema.optional(),
    resources: z.array(ResourceSchema).default([]),
  })
  .meta({ id: "Campaign" });

export type Campaign = z.infer<typeof CampaignSchema>;
/** A campaign as written by hand or sent by a server: defaults may be left out. */
export type CampaignInput = z.input<typeof CampaignSchema>;
