import { z } from "zod/mini";
import { CampaignSchema } from "../schemas/campaign.js";
import { CampaignLookupSchema } from "../schemas/campaign-lookup.js";
import { OidSchema } from "../schemas/common.js";
import { FanSchema } from "../schemas/fan.js";
import { TourSchema } from "../schemas/tour.js";
import { defineCall } from "./define-call.js";
import { badRequest, forbidden, notFound } from "./errors.js";
import { getFirstScreen } from "./first-screen.js";
import { CAMPAIGN_URI_PATH } from "./lookup-path.js";

// Finding what a page shows, and the preview variants driven by the admin tool (engagement §7).

const lookupQuery = z
  .object({
    uri: z
      .optional(z.string().check(z.minLength(1)).check(z.maxLength(200)))
      .check(
        z.describe("A campaign uri (p/demo-presale), a tour uri (t/demo-tour) or a short-URL slug (demo)"),
      ),
    oid: z
      .optional(OidSchema)
      .check(z.describe("A campaign oid (the campaignOid query parameter of a page)")),
    referrer: z
      .optional(z.string().check(z.minLength(1)).check(z.maxLength(200)))
      .check(z.describe("The referral code of the link followed")),
  })
  .check(
    z.refine((query) => (query.uri === undefined) !== (query.oid === undefined), {
      message: "Give exactly one of uri and oid",
      path: ["uri"],
    }),
  );

export const getCampaignByUri = defineCall({
  id: "getCampaignByUri",
  method: "GET",
  path: CAMPAIGN_URI_PATH,
  summary: "Look up a campaign (with the visitor's account and referrer) or a tour, by uri or oid",
  query: lookupQuery,
  responses: { 200: CampaignLookupSchema, ...badRequest, ...notFound },
});

/** The tour arrives JSON-encoded in the query; parsing yields a Tour. */
const tourJson = z
  .pipe(
    z.pipe(
      z.string().check(z.minLength(2)).check(z.maxLength(100_000)),
      z.transform((text, ctx): unknown => {
        try {
          return JSON.parse(text);
        } catch {
          ctx.issues.push({ code: "custom", message: "tour must be JSON", input: text });
          return z.NEVER;
        }
      }),
    ),
    TourSchema,
  )
  .check(z.describe("The tour, JSON-encoded"));

export const getTourPreview = defineCall({
  id: "getTourPreview",
  method: "GET",
  path: "/tour-preview",
  summary: "Render a tour the admin tool is editing (header x-preview-token required, else 403)",
  query: z.object({ tour: tourJson }),
  responses: { 200: z.object({ tour: TourSchema }), ...badRequest, ...forbidden },
});

export const previewCampaign = defineCall({
  id: "previewCampaign",
  method: "POST",
  path: "/campaign-preview",
  summary:
    "Normalise a campaign the admin tool is editing (defaults, legacy settings); header x-preview-token required, else 403",
  body: CampaignSchema,
  responses: { 200: z.object({ campaign: CampaignSchema }), ...badRequest, ...forbidden },
});

export const previewFan = defineCall({
  id: "previewFan",
  method: "POST",
  path: "/fan-preview",
  summary:
    "A sample fan for preview mode (profile card, tiers); nothing is stored; header x-preview-token required, else 403",
  body: z.object({ campaignOid: z.optional(OidSchema) }),
  responses: { 200: FanSchema, ...badRequest, ...forbidden },
});

export const lookupCalls = [
  getCampaignByUri,
  getFirstScreen,
  getTourPreview,
  previewCampaign,
  previewFan,
] as const;
