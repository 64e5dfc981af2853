import type { Hono } from "hono";
import { recordPageView } from "../../../sdk/api/calls/engagement.js";
import { recordPageView as storePageView } from "../../store/page-views.js";
import { findTourByOid } from "../../store/tours.js";
import type { AppContext } from "../app-context.js";
import { loadCampaignByOid } from "../campaigns/load-campaign.js";
import { errorAnswer, handleCall } from "./handle-call.js";

export function registerPageViewRoutes(api: Hono, { db }: AppContext): void {
  handleCall(api, recordPageView, async ({ body }) => {
    const { pageName, version } = body;
    if ("campaignOid" in body) {
      if (!(await loadCampaignByOid(db, body.campaignOid))) {
        return errorAnswer(400, `Unknown campaignOid "${body.campaignOid}"`, "campaignOid");
      }
      await storePageView(db, { pageName, version, campaignOid: body.campaignOid });
    } else {
      if (!(await findTourByOid(db, body.tourOid))) {
        return errorAnswer(400, `Unknown tourOid "${body.tourOid}"`, "tourOid");
      }
      await storePageView(db, { pageName, version, tourOid: body.tourOid });
    }
    return { status: 204 as const, body: undefined };
  });
}
