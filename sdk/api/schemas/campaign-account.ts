import { z } from "zod/mini";
import { RegistrationTypeSchema } from "./campaign-registrations.js";
import { OidSchema } from "./common.js";
import { withMeta } from "./meta.js";
import { AccountFieldsSchema } from "./registration-packet.js";

/** The account answered by POST /campaign-account and by GET /campaign-uri for a known visitor. */
export const CampaignAccountSchema = withMeta(
  z.extend(AccountFieldsSchema, {
    oid: OidSchema,
    registrationType: z.optional(RegistrationTypeSchema),
    campaignOid: z.optional(OidSchema),
    promoterOid: z.optional(OidSchema),
  }),
  { id: "CampaignAccount" },
);

export type CampaignAccount = z.infer<typeof CampaignAccountSchema>;
