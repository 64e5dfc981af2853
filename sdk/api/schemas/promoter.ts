import { z } from "zod/mini";
import { CURRENCIES, findCurrency } from "../../payment/currencies.js";
import { CampaignSchema } from "./campaign.js";
import { IsoDateTimeSchema, OidSchema, TYPE_BY_SECTION } from "./common.js";
import { withMeta } from "./meta.js";

// Issue 19, CONTRACT.md "Promoter API": what a promoter sends and reads under /api/v1/promoter. A
// campaign is the same Campaign the fan side reads; the server sets its oid and promoterOid.

/** An http(s) URL, or a path on the product's own host (seeded images are self-hosted). */
const SAFE_URL = /^(?:https?:\/\/[^\s/]+[^\s]*|\/(?!\/)[^\s]*)$/i;

/** Keys whose string values are links a fan's browser follows: `url`, `buttonUrl`, `liveStreamUrl`… */
const isUrlKey = (key: string) => key === "url" || key.endsWith("Url");

/** The first link in a campaign document that is neither http(s) nor a path here, with its path. */
export function findUnsafeUrl(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeUrl(item, [...path, index]);
      if (found) return found;
    }
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (isUrlKey(key) && typeof item === "string" && item !== "" && !SAFE_URL.test(item)) {
        return [...path, key];
      }
      const found = findUnsafeUrl(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

const SECTION_OF_TYPE: Record<string, string> = Object.fromEntries(
  Object.entries(TYPE_BY_SECTION).map(([section, type]) => [type, section]),
);

/** A campaign as a promoter writes it: no oid or promoterOid; urlSlug defaults to the uri's id part. */
export const PromoterCampaignInputSchema = withMeta(
  z
    .extend(z.omit(CampaignSchema, { oid: true, promoterOid: true }), {
      urlSlug: z.optional(z.string().check(z.minLength(1))).check(z.describe("Default: the uri's id part")),
    })
    .check(
      z.superRefine((campaign, ctx) => {
        const section = SECTION_OF_TYPE[campaign.type];
        if (!section) {
          ctx.addIssue({
            code: "custom",
            path: ["type"],
            message: `a ${campaign.type} campaign has no route of its own; use one of ${Object.keys(SECTION_OF_TYPE).join(", ")}`,
            input: campaign.type,
          });
        } else if (!campaign.uri.startsWith(`${section}/`)) {
          ctx.addIssue({
            code: "custom",
            path: ["uri"],
            message: `a ${campaign.type} campaign's uri starts with ${section}/`,
            input: campaign.uri,
          });
        }
        // The payment code's own table: a currency it cannot charge in would only fail when a fan pays.
        const currencyCode = campaign.settings.payment?.currencyCode;
        if (currencyCode !== undefined && !findCurrency(currencyCode)) {
          ctx.addIssue({
            code: "custom",
            path: ["settings", "payment", "currencyCode"],
            message: `payments are not taken in ${currencyCode}; use one of ${Object.keys(CURRENCIES).join(", ")}`,
            input: currencyCode,
          });
        }
        const unsafe = findUnsafeUrl(campaign);
        if (unsafe) {
          ctx.addIssue({
            code: "custom",
            path: unsafe,
            message: "links must be http or https URLs (or a path on this host)",
            input: undefined,
          });
        }
      }),
    ),
  { id: "PromoterCampaignInput" },
);

export const CAMPAIGN_STATUSES = ["draft", "published", "changed", "archived"] as const;
export const CampaignStatusSchema = withMeta(
  z
    .enum(CAMPAIGN_STATUSES)
    .check(
      z.describe(
        "draft: never published (preview only); published: live as stored; changed: live, with edits not yet published; archived: ended and hidden from the list",
      ),
    ),
  { id: "CampaignStatus" },
);

/** The stored campaign (the draft when there is one) with where it stands. */
export const PromoterCampaignSchema = withMeta(
  z.extend(CampaignSchema, {
    status: CampaignStatusSchema,
    version: z.int().check(z.nonnegative()).check(z.describe("The live version; 0 until published")),
    updatedAt: IsoDateTimeSchema,
  }),
  { id: "PromoterCampaign" },
);

export const PromoterCampaignSummarySchema = withMeta(
  z.object({
    oid: OidSchema,
    uri: z.string(),
    name: z.string(),
    type: z.string(),
    status: CampaignStatusSchema,
    version: z.int(),
    updatedAt: IsoDateTimeSchema,
  }),
  { id: "PromoterCampaignSummary" },
);

export const ApiKeySchema = withMeta(
  z.object({
    id: OidSchema,
    name: z.string(),
    prefix: z.string().check(z.describe("The key's first characters, to tell keys apart")),
    createdAt: IsoDateTimeSchema,
    lastUsedAt: z.nullable(IsoDateTimeSchema),
    revokedAt: z.nullable(IsoDateTimeSchema),
  }),
  { id: "ApiKey" },
);

export const NewApiKeySchema = withMeta(
  z.extend(ApiKeySchema, { key: z.string().check(z.describe("Shown once: only its hash is kept")) }),
  { id: "NewApiKey" },
);

export const PromoterFanSchema = withMeta(
  z.object({
    oid: OidSchema,
    emailAddress: z.nullable(z.string()),
    mobileNumber: z.nullable(z.string()),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    verified: z.boolean(),
    totalPoints: z.int(),
    referredCount: z.int(),
    createdAt: IsoDateTimeSchema,
  }),
  { id: "PromoterFan" },
);

export const FanPageSchema = withMeta(
  z.object({
    fans: z.array(PromoterFanSchema),
    next: z.nullable(z.string()).check(z.describe("Pass as `after` for the next page; null on the last")),
  }),
  { id: "FanPage" },
);

export const CampaignFiguresSchema = withMeta(
  z.object({
    pageViews: z.array(z.object({ page: z.string(), views: z.int() })),
    perHour: z.array(z.object({ hour: IsoDateTimeSchema, registrations: z.int(), verifications: z.int() })),
    conversion: z.object({
      landing: z.int().check(z.describe("Landing page views")),
      verified: z.int().check(z.describe("Verified fans")),
      rate: z.number().check(z.describe("verified / landing, 0 when no views")),
    }),
    topReferrers: z.array(
      z.object({ fanOid: OidSchema, firstName: z.nullable(z.string()), referred: z.int() }),
    ),
  }),
  { id: "CampaignFigures" },
);

export const RemoteDomainSchema = withMeta(
  z.object({
    domain: z.string(),
    hash: z.string().check(z.describe("The widget's `hash` for this domain")),
  }),
  { id: "RemoteDomain" },
);

export const WEBHOOK_EVENTS = [
  "fan.registered",
  "fan.verified",
  "action.completed",
  "payment.succeeded",
] as const;
export const WebhookEventTypeSchema = withMeta(z.enum(WEBHOOK_EVENTS), { id: "WebhookEventType" });

export const WebhookInputSchema = withMeta(
  z.object({
    url: z
      .string()
      .check(z.maxLength(2048))
      .check(z.regex(/^https?:\/\/[^\s/]+[^\s]*$/i, { message: "must be an http(s) URL" }))
      .check(z.describe("https (http only in demo mode)")),
    events: z.array(WebhookEventTypeSchema).check(z.minLength(1)),
  }),
  { id: "WebhookInput" },
);

export const WebhookSchema = withMeta(
  z.object({
    id: OidSchema,
    url: z.string(),
    events: z.array(WebhookEventTypeSchema),
    createdAt: IsoDateTimeSchema,
  }),
  { id: "Webhook" },
);

export const WebhookDeliverySchema = withMeta(
  z.object({
    id: z.string(),
    eventId: z.string(),
    eventType: WebhookEventTypeSchema,
    status: z.enum(["queued", "sent", "parked"]).check(z.describe("parked: retries ran out")),
    attempts: z.int(),
    lastError: z.nullable(z.string()),
    createdAt: IsoDateTimeSchema,
  }),
  { id: "WebhookDelivery" },
);

/** The JSON body of a delivery (CONTRACT.md). */
export const WebhookEventSchema = withMeta(
  z.object({
    id: z.string(),
    type: WebhookEventTypeSchema,
    created: z.int().check(z.describe("Unix seconds")),
    data: z.record(z.string(), z.unknown()),
  }),
  { id: "WebhookEvent" },
);

export type PromoterCampaignInput = z.infer<typeof PromoterCampaignInputSchema>;
export type PromoterCampaign = z.input<typeof PromoterCampaignSchema>;
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;
export type Webhook = z.infer<typeof WebhookSchema>;
