import type { PromoterCampaign, PromoterCampaignInput } from "../../../sdk/api/schemas/promoter.js";
import { isUniqueViolation } from "../../db/database.js";
import {
  archiveCampaign,
  findPromoterCampaign,
  type PromoterCampaignRow,
  publishDraft,
  saveDraft,
  uriTaken,
} from "../../store/campaign-drafts.js";
import { HttpError } from "../api/validate.js";
import { campaignWritten } from "../campaigns/campaign-watch.js";
import { newOid } from "../crypto/tokens.js";
import type { Services } from "../services.js";
import { promoterCampaignOf } from "./campaign-status.js";

// Issue 19: a promoter writes drafts; publishing makes a draft what fans read, as the next version.

const NOT_FOUND = "No such campaign";

const uriConflict = (uri: string) =>
  new HttpError(409, `The uri ${uri} is taken by another campaign; choose another`, "uri");

/** The promoter's campaign, or a 404 (also for another promoter's: it does not exist for this one). */
export async function ownCampaign(
  s: Services,
  promoterOid: string,
  oid: string,
): Promise<PromoterCampaignRow> {
  const row = await findPromoterCampaign(s.db, promoterOid, oid);
  if (!row) throw new HttpError(404, NOT_FOUND, "oid");
  return row;
}

async function writeDraft(
  s: Services,
  promoterOid: string,
  oid: string,
  input: PromoterCampaignInput,
): Promise<PromoterCampaign> {
  const document = {
    ...input,
    oid,
    promoterOid,
    urlSlug: input.urlSlug ?? input.uri.slice(input.uri.indexOf("/") + 1),
  };
  try {
    const row = await s.db.transaction(async (tx) => {
      if (await uriTaken(tx, input.uri, oid)) throw uriConflict(input.uri);
      await saveDraft(tx, document);
      return findPromoterCampaign(tx, promoterOid, oid);
    });
    if (!row) throw new Error("writeDraft: the draft just written is missing");
    return promoterCampaignOf(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw uriConflict(input.uri);
    throw error;
  }
}

export const createCampaign = (s: Services, promoterOid: string, input: PromoterCampaignInput) =>
  writeDraft(s, promoterOid, newOid("cmp"), input);

export async function replaceCampaign(
  s: Services,
  promoterOid: string,
  oid: string,
  input: PromoterCampaignInput,
): Promise<PromoterCampaign> {
  await ownCampaign(s, promoterOid, oid);
  return writeDraft(s, promoterOid, oid, input);
}

/** Publishes the draft (nothing to do without one: the live version stays). */
export async function publishCampaign(
  s: Services,
  promoterOid: string,
  oid: string,
): Promise<PromoterCampaign> {
  try {
    const row = await s.db.transaction(async (tx) => {
      const found = await findPromoterCampaign(tx, promoterOid, oid);
      if (!found) throw new HttpError(404, NOT_FOUND, "oid");
      if (!found.hasDraft) return found;
      await publishDraft(tx, oid);
      return findPromoterCampaign(tx, promoterOid, oid);
    });
    if (!row) throw new Error("publishCampaign: the campaign just published is missing");
    campaignWritten(s.db, oid);
    return promoterCampaignOf(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, "The uri is taken by another campaign", "uri");
    throw error;
  }
}

/** Ends the campaign now (fans see it ended) and hides it from the list. */
export async function archive(s: Services, promoterOid: string, oid: string): Promise<PromoterCampaign> {
  await ownCampaign(s, promoterOid, oid);
  await archiveCampaign(s.db, oid, new Date().toISOString());
  campaignWritten(s.db, oid);
  return promoterCampaignOf(await ownCampaign(s, promoterOid, oid));
}
