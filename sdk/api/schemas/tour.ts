import { z } from "zod/mini";
import { CampaignEventSchema } from "./campaign-event.js";
import { CampaignTypeSchema, CampaignUriSchema, HexColorSchema, OidSchema } from "./common.js";
import { HeroFocusSchema } from "./hero-focus.js";
import { withMeta } from "./meta.js";
import { ResourceSchema } from "./resource.js";

/** A campaign as the tour page lists it ('Select Location': name, location and date). */
export const TourCampaignSchema = withMeta(
  z.object({
    oid: z.optional(OidSchema),
    uri: z.optional(CampaignUriSchema),
    name: z.string().check(z.minLength(1)),
    type: CampaignTypeSchema,
    urlSlug: z
      .string()
      .check(z.minLength(1))
      .check(z.describe("Linked as /{type prefix}/{urlSlug} (engagement §2)")),
    event: z.optional(CampaignEventSchema),
  }),
  { id: "TourCampaign" },
);

/** engagement §2 "Tour page" / §3. */
export const TourSchema = withMeta(
  z.object({
    oid: OidSchema,
    name: z.string().check(z.minLength(1)),
    uri: z.optional(CampaignUriSchema).check(z.describe("t/{id}")),
    urlSlug: z.string().check(z.minLength(1)),
    promoterOid: z.optional(OidSchema),
    description: z.optional(z.string()),
    color: z.optional(HexColorSchema),
    resources: z._default(z.array(ResourceSchema), []),
    heroFocus: z.optional(HeroFocusSchema),
    campaigns: z._default(z.array(TourCampaignSchema), []),
  }),
  { id: "Tour" },
);

export type TourCampaign = z.infer<typeof TourCampaignSchema>;
export type Tour = z.infer<typeof TourSchema>;
export type TourInput = z.input<typeof TourSchema>;
