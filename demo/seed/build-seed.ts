import { createHash } from "node:crypto";
import {
  type Campaign,
  CampaignSchema,
  type Tour,
  type TourCampaign,
  TourSchema,
} from "../../sdk/api/schemas/index.js";
import { engagementCampaigns } from "./campaigns/engagement.js";
import { eventCampaigns } from "./campaigns/events.js";
import { presaleCampaigns } from "./campaigns/presale.js";
import { purchaseCampaigns } from "./campaigns/purchase.js";
import { DEMO_COMPANY, DEMO_PROMOTER_OID, heroImage, seedClock } from "./seed-kit.js";

// The demo data `npm start` seeds (CONTRACT.md "Seeded campaigns"). Pure: the server decides how to
// store it; dates are relative to `now` so the demo always has a live stream and a future presale.

export interface SeedPromoter {
  oid: string;
  name: string;
  /** Hosts whose pages may use remote signup (engagement §4). */
  verifiedDomains: string[];
}

export interface SeedShortUrl {
  /** `/{slug}/` resolves to the campaign. */
  slug: string;
  campaignOid: string;
}

export interface Seed {
  promoters: SeedPromoter[];
  campaigns: Campaign[];
  tours: Tour[];
  shortUrls: SeedShortUrl[];
  apiKeys: { id: string; promoterOid: string; keyHash: string; prefix: string; name: string }[];
}

/** CONTRACT.md "Promoter API": demo mode seeds this key for the demo campaigns' promoter. */
export const DEMO_PROMOTER_KEY = "fc_demo_promoter_key";

export { DEMO_PROMOTER_OID };
export const DEMO_TOUR_OID = "tour_demo";

/** The tour page lists a campaign by name, type, slug and event (engagement §2). */
const tourStop = ({ oid, uri, name, type, urlSlug, event }: Campaign): TourCampaign => ({
  oid,
  uri,
  name,
  type,
  urlSlug,
  ...(event && { event }),
});

export function buildSeed(now: Date): Seed {
  const clock = seedClock(now);
  const campaigns = [
    ...presaleCampaigns(clock),
    ...engagementCampaigns(clock),
    ...eventCampaigns(clock),
    ...purchaseCampaigns(clock),
  ].map((campaign) => CampaignSchema.parse(campaign));

  const byOid = new Map(campaigns.map((campaign) => [campaign.oid, campaign]));
  const stops = ["cmp_demo_presale", "cmp_demo_ballot", "cmp_demo_paid"].map((oid) => {
    const campaign = byOid.get(oid);
    if (!campaign) throw new Error(`buildSeed: the tour lists ${oid}, which is not seeded.`);
    return tourStop(campaign);
  });

  const tour = TourSchema.parse({
    oid: DEMO_TOUR_OID,
    name: "The Velvet Comets: Aurora Tour",
    uri: "t/demo-tour",
    urlSlug: "demo-tour",
    promoterOid: DEMO_PROMOTER_OID,
    description: "Pick your city to register for presale, enter the ballot or grab a club-show ticket.",
    resources: [heroImage("tour")],
    campaigns: stops,
  });

  return {
    promoters: [{ oid: DEMO_PROMOTER_OID, name: DEMO_COMPANY, verifiedDomains: ["127.0.0.1"] }],
    campaigns,
    tours: [tour],
    shortUrls: [{ slug: "demo", campaignOid: "cmp_demo_presale" }],
    apiKeys: [
      {
        id: "key_demo",
        promoterOid: DEMO_PROMOTER_OID,
        keyHash: createHash("sha256").update(DEMO_PROMOTER_KEY).digest("hex"),
        prefix: DEMO_PROMOTER_KEY.slice(0, 10),
        name: "Demo key (CONTRACT.md)",
      },
    ],
  };
}
