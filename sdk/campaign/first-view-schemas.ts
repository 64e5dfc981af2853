import type { CampaignLookup } from "../api/schemas/campaign-lookup.js";
import { CampaignLookupSchema } from "../api/schemas/campaign-lookup.js";

// The schemas an element's first view parses with, a chunk of their own (issue 22): an element starts
// loading it at once, beside the campaign's request, and parses the answer once both are in
// (lazy-lookup.ts). Everything later (submits, other calls) loads them statically with its own code.

export { EmailLinkParamsSchema } from "../api/schemas/verification.js";
export { PendingTargetsSchema, StepEntrySchema, StoredEmailSchema } from "../storage/session-values.js";
export { EmbeddedLookupSchema } from "./embedded-lookup-schema.js";
export { lookupFromAnswer } from "./lookup-campaign.js";

/** A lookup the page already had (the campaignData property): parsed, which also fills the defaults. */
export function parseCampaignData(
  data: unknown,
): { success: true; data: CampaignLookup } | { success: false; message: string } {
  const parsed = CampaignLookupSchema.safeParse(data);
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, message: parsed.error.issues[0]?.message ?? "invalid campaignData" };
}
