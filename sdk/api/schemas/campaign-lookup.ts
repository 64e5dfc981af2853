import { z } from "zod";
import { CampaignSchema } from "./campaign.js";
import { CampaignAccountSchema } from "./campaign-account.js";
import { ReferrerSchema } from "./referrer.js";
import { TourSchema } from "./tour.js";

/** Answer of GET /campaign-uri: a campaign (with the visitor's account and referrer) or a tour. */
export const CampaignLookupSchema = z
  .object({
    campaign: CampaignSchema.optional(),
    campaignAccount: CampaignAccountSchema.optional().describe("The visitor's account, when known"),
    referrer: ReferrerSchema.optional().describe("Whose link brought the visitor"),
    clientAddress: z.string().optional().describe("The visitor's IP address as the server saw it"),
    tour: TourSchema.optional(),
  })
  .meta({ id: "CampaignLookup" });

export type CampaignLookup = z.infer<typeof CampaignLookupSchema>;
