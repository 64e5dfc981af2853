import { z } from "zod";
import { CampaignEventSchema } from "./campaign-event.js";
import { CampaignTypeSchema, CampaignUriSchema, HexColorSchema, OidSchema } from "./common.js";
import { ResourceSchema } from "./resource.js";

/** A campaign as the tour page lists it ('Select Location': name, location and date). */
export const TourCampaignSchema = z
  .object({
    oid: OidSchema.optional(),
    uri: CampaignUriSchema.optional(),
    name: z.string().min(1),
    type: CampaignTypeSchema,
    urlSlug: z.string().min(1).describe("Linked as /{type prefix}/{urlSlug} (engagement §2)"),
    event: CampaignEventSchema.optional(),
  })
  .meta({ id: "TourCampaign" });

/** engagement §2 "Tour page" / §3. */
export const TourSchema = z
  .object({
    oid: OidSchema,
    name: z.string().min(1),
    uri: CampaignUriSchema.optional().describe("t/{id}"),
    urlSlug: z.string().min(1),
    promoterOid: OidSchema.optional(),
    description: z.string().optional(),
    color: HexColorSchema.optional(),
    resources: z.array(ResourceSchema).default([]),
    campaigns: z.array(TourCampaignSchema).default([]),
  })
  .meta({ id: "Tour" });

export type TourCampaign = z.infer<typeof TourCampaignSchema>;
export type Tour = z.infer<typeof TourSchema>;
export type TourInput = z.input<typeof TourSchema>;
