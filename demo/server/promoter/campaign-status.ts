import type { CampaignStatus, PromoterCampaign } from "../../../sdk/api/schemas/promoter.js";
import type { PromoterCampaignRow } from "../../store/campaign-drafts.js";
import { parseStoredCampaign } from "../campaigns/normalise-campaign.js";

/** Where a campaign stands for its promoter (CampaignStatusSchema). */
export function statusOf(row: PromoterCampaignRow): CampaignStatus {
  if (row.archivedAt) return "archived";
  if (row.version === 0) return "draft";
  return row.hasDraft ? "changed" : "published";
}

/** The stored document with its defaults filled (as fans read it) and where it stands. */
export function promoterCampaignOf(row: PromoterCampaignRow): PromoterCampaign {
  return {
    ...parseStoredCampaign(row.data),
    status: statusOf(row),
    version: row.version,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
