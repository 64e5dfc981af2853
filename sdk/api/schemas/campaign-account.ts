import type { z } from "zod";
import { RegistrationTypeSchema } from "./campaign-registrations.js";
import { OidSchema } from "./common.js";
import { AccountFieldsSchema } from "./registration-packet.js";

/** The account answered by POST /campaign-account and by GET /campaign-uri for a known visitor. */
export const CampaignAccountSchema = AccountFieldsSchema.extend({
  oid: OidSchema,
  registrationType: RegistrationTypeSchema.optional(),
  campaignOid: OidSchema.optional(),
  promoterOid: OidSchema.optional(),
}).meta({ id: "CampaignAccount" });

export type CampaignAccount = z.infer<typeof CampaignAccountSchema>;
