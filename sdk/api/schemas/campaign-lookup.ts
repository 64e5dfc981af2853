import { z } from "zod/mini";
import { CampaignSchema } from "./campaign.js";
import { CampaignAccountSchema } from "./campaign-account.js";
import { withMeta } from "./meta.js";
import { ReferrerSchema } from "./referrer.js";
import { TourSchema } from "./tour.js";

/** Answer of GET /campaign-uri: a campaign (with the visitor's account and referrer) or a tour. */
export const CampaignLookupSchema = withMeta(
  z.object({
    campaign: z.optional(CampaignSchema),
    campaignAccount: z.optional(CampaignAccountSchema).check(z.describe("The visitor's account, when known")),
    referrer: z.optional(ReferrerSchema).check(z.describe("Whose link brought the visitor")),
    clientAddress: z.optional(z.string()).check(z.describe("The visitor's IP address as the server saw it")),
    tour: z.optional(TourSchema),
  }),
  { id: "CampaignLookup" },
);

export type CampaignLookup = z.infer<typeof CampaignLookupSchema>;
