import type { z } from "zod/mini";
import type { CampaignFiguresSchema } from "../../../sdk/api/schemas/promoter.js";
import type { Queryable } from "../../db/database.js";
import {
  fansPerHour,
  pageViewsByPage,
  topReferrers,
  verifiedFanCount,
} from "../../store/campaign-figures.js";

/** Issue 19: the numbers the console draws for one campaign. */
export async function campaignFigures(
  q: Queryable,
  campaignOid: string,
  hours: number,
): Promise<z.input<typeof CampaignFiguresSchema>> {
  const [pageViews, perHour, verified, referrers] = await Promise.all([
    pageViewsByPage(q, campaignOid),
    fansPerHour(q, campaignOid, hours),
    verifiedFanCount(q, campaignOid),
    topReferrers(q, campaignOid),
  ]);
  const landing = pageViews.find((view) => view.page === "landing")?.views ?? 0;
  return {
    pageViews,
    perHour: perHour.map((row) => ({ ...row, hour: row.hour.toISOString() })),
    conversion: {
      landing,
      verified,
      rate: landing > 0 ? Math.round((verified / landing) * 10_000) / 10_000 : 0,
    },
    topReferrers: referrers,
  };
}
