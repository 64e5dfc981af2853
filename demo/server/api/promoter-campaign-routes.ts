import type { Hono } from "hono";
import {
  archivePromoterCampaign,
  createPromoterCampaign,
  exportCampaignFans,
  getCampaignFigures,
  getPromoterCampaign,
  listCampaignFans,
  listPromoterCampaigns,
  publishPromoterCampaign,
  replacePromoterCampaign,
} from "../../../sdk/api/promoter-calls.js";
import { listPromoterCampaigns as listCampaignRows } from "../../store/campaign-drafts.js";
import { decodeCursor, encodeCursor, listFansPage } from "../../store/promoter-fans.js";
import { parseStoredCampaign } from "../campaigns/normalise-campaign.js";
import { promoterCampaignOf, statusOf } from "../promoter/campaign-status.js";
import {
  archive,
  createCampaign,
  ownCampaign,
  publishCampaign,
  replaceCampaign,
} from "../promoter/campaigns.js";
import { fansCsvStream } from "../promoter/fans-export.js";
import { campaignFigures } from "../promoter/figures.js";
import { promoterOf } from "../promoter/promoter-auth.js";
import type { Services } from "../services.js";
import { errorAnswer, handleCall } from "./handle-call.js";

// Issue 19: a promoter's campaigns, their fans and figures (CONTRACT.md "Promoter API").

const DEFAULT_PAGE = 50;

export function registerPromoterCampaignRoutes(api: Hono, s: Services): void {
  handleCall(api, createPromoterCampaign, async ({ body }, c) => ({
    status: 201 as const,
    body: await createCampaign(s, promoterOf(c), body),
  }));

  handleCall(api, listPromoterCampaigns, async ({ query }, c) => {
    const rows = await listCampaignRows(s.db, promoterOf(c), query.archived === "true");
    const campaigns = rows.map((row) => ({
      oid: row.oid,
      uri: String(row.data.uri),
      name: String(row.data.name ?? ""),
      type: String(row.data.type ?? ""),
      status: statusOf(row),
      version: row.version,
      updatedAt: new Date(row.updatedAt).toISOString(),
    }));
    return { status: 200 as const, body: { campaigns } };
  });

  handleCall(api, getPromoterCampaign, async ({ params }, c) => {
    const row = await ownCampaign(s, promoterOf(c), params.oid);
    return { status: 200 as const, body: promoterCampaignOf(row) };
  });

  handleCall(api, replacePromoterCampaign, async ({ params, body }, c) => ({
    status: 200 as const,
    body: await replaceCampaign(s, promoterOf(c), params.oid, body),
  }));

  handleCall(api, publishPromoterCampaign, async ({ params }, c) => ({
    status: 200 as const,
    body: await publishCampaign(s, promoterOf(c), params.oid),
  }));

  handleCall(api, archivePromoterCampaign, async ({ params }, c) => ({
    status: 200 as const,
    body: await archive(s, promoterOf(c), params.oid),
  }));

  handleCall(api, listCampaignFans, async ({ params, query }, c) => {
    await ownCampaign(s, promoterOf(c), params.oid);
    const after = query.after ? decodeCursor(query.after) : null;
    if (query.after && !after)
      return errorAnswer(400, 'Invalid query field "after": not a page cursor', "after");
    const limit = query.limit ?? DEFAULT_PAGE;
    const rows = await listFansPage(s.db, params.oid, { search: query.search, after, limit });
    const last = rows.at(-1);
    return {
      status: 200 as const,
      body: {
        fans: rows.map((fan) => ({
          oid: fan.oid,
          emailAddress: fan.emailAddress,
          mobileNumber: fan.mobileNumber,
          firstName: typeof fan.data.firstName === "string" ? fan.data.firstName : null,
          lastName: typeof fan.data.lastName === "string" ? fan.data.lastName : null,
          verified: fan.verifiedAt !== null,
          totalPoints: fan.totalPoints,
          referredCount: fan.referredCount,
          createdAt: new Date(fan.createdAt).toISOString(),
        })),
        next:
          last && rows.length === limit ? encodeCursor({ createdAt: last.cursorTime, oid: last.oid }) : null,
      },
    };
  });

  handleCall(api, exportCampaignFans, async ({ params }, c) => {
    const row = await ownCampaign(s, promoterOf(c), params.oid);
    const campaign = parseStoredCampaign(row.data);
    return new Response(fansCsvStream(s.db, campaign), {
      status: 200 as const,
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${campaign.urlSlug.replace(/[^\w.-]/g, "_")}-fans.csv"`,
        // Streamed as read: never buffered for compression or kept by a cache.
        "cache-control": "no-store, no-transform",
      },
    });
  });

  handleCall(api, getCampaignFigures, async ({ params, query }, c) => {
    await ownCampaign(s, promoterOf(c), params.oid);
    return { status: 200 as const, body: await campaignFigures(s.db, params.oid, query.hours ?? 48) };
  });
}
