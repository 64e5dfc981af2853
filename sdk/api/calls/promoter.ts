import { z } from "zod/mini";
import { OidSchema } from "../schemas/common.js";
import {
  ApiKeySchema,
  CampaignFiguresSchema,
  FanPageSchema,
  NewApiKeySchema,
  PromoterCampaignInputSchema,
  PromoterCampaignSchema,
  PromoterCampaignSummarySchema,
  RemoteDomainSchema,
  WebhookDeliverySchema,
  WebhookInputSchema,
  WebhookSchema,
} from "../schemas/promoter.js";
import { defineCall, noContent } from "./define-call.js";
import { badRequest, conflict, notFound, unauthorized } from "./errors.js";

// Issue 19, CONTRACT.md "Promoter API": paths are relative to /api/v1/promoter; every call needs
// `Authorization: Bearer <key>` (401 without a valid one) and sees only its promoter's objects (another
// promoter's oid is a 404, as if it did not exist).

const guarded = { ...unauthorized, ...notFound } as const;
const campaign = z.object({ oid: OidSchema });

export const createPromoterCampaign = defineCall({
  id: "createPromoterCampaign",
  method: "POST",
  path: "/campaigns",
  summary:
    "Create a campaign as a draft (visible only in preview until published); 409 when the uri is taken",
  body: PromoterCampaignInputSchema,
  responses: { 201: PromoterCampaignSchema, ...badRequest, ...unauthorized, ...conflict },
});

export const listPromoterCampaigns = defineCall({
  id: "listPromoterCampaigns",
  method: "GET",
  path: "/campaigns",
  summary: "The promoter's campaigns, newest change first (archived ones only when asked)",
  query: z.object({
    archived: z.optional(z.enum(["true", "false"])).check(z.describe("true: include archived campaigns")),
  }),
  responses: {
    200: z.object({ campaigns: z.array(PromoterCampaignSummarySchema) }),
    ...badRequest,
    ...unauthorized,
  },
});

export const getPromoterCampaign = defineCall({
  id: "getPromoterCampaign",
  method: "GET",
  path: "/campaigns/{oid}",
  summary: "Read a campaign: its draft when it has unpublished changes",
  params: campaign,
  responses: { 200: PromoterCampaignSchema, ...badRequest, ...guarded },
});

export const replacePromoterCampaign = defineCall({
  id: "replacePromoterCampaign",
  method: "PUT",
  path: "/campaigns/{oid}",
  summary: "Replace the campaign's draft (fans see it once published); 400 names the field",
  params: campaign,
  body: PromoterCampaignInputSchema,
  responses: { 200: PromoterCampaignSchema, ...badRequest, ...guarded, ...conflict },
});

export const publishPromoterCampaign = defineCall({
  id: "publishPromoterCampaign",
  method: "POST",
  path: "/campaigns/{oid}/publish",
  summary:
    "Make the draft live at /{uri}/ as the next version (a fan mid-journey sees one version or the next, never a mix)",
  params: campaign,
  responses: { 200: PromoterCampaignSchema, ...badRequest, ...guarded, ...conflict },
});

export const archivePromoterCampaign = defineCall({
  id: "archivePromoterCampaign",
  method: "POST",
  path: "/campaigns/{oid}/archive",
  summary: "End the campaign now (its page shows it ended) and hide it from the list",
  params: campaign,
  responses: { 200: PromoterCampaignSchema, ...badRequest, ...guarded },
});

export const listCampaignFans = defineCall({
  id: "listCampaignFans",
  method: "GET",
  path: "/campaigns/{oid}/fans",
  summary: "The campaign's fans, oldest first, a page at a time; search by email address or mobile number",
  params: campaign,
  query: z.object({
    search: z
      .optional(z.string().check(z.minLength(1)).check(z.maxLength(254)))
      .check(z.describe("The start of an email address or mobile number (E.164)")),
    after: z.optional(z.string().check(z.maxLength(300))).check(z.describe("`next` of the previous page")),
    limit: z.optional(z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(500))),
  }),
  responses: { 200: FanPageSchema, ...badRequest, ...guarded },
});

export const exportCampaignFans = defineCall({
  id: "exportCampaignFans",
  method: "GET",
  path: "/campaigns/{oid}/fans.csv",
  summary:
    "Every fan as CSV (streamed): registration fields, custom answers, points, tier, referrals, consent, created time",
  params: campaign,
  answerType: "text/csv",
  responses: { 200: z.string().check(z.describe("text/csv with a header row")), ...badRequest, ...guarded },
});

export const getCampaignFigures = defineCall({
  id: "getCampaignFigures",
  method: "GET",
  path: "/campaigns/{oid}/figures",
  summary: "Page views by step, registrations and verifications per hour, conversion, top referrers",
  params: campaign,
  query: z.object({
    hours: z
      .optional(
        z.coerce
          .number()
          .check(z.int())
          .check(z.gte(1))
          .check(z.lte(24 * 90)),
      )
      .check(z.describe("Hours back for perHour; default 48")),
  }),
  responses: { 200: CampaignFiguresSchema, ...badRequest, ...guarded },
});

export const createApiKey = defineCall({
  id: "createApiKey",
  method: "POST",
  path: "/keys",
  summary: "A new API key for the promoter (the key is in this answer only)",
  body: z.object({ name: z.string().check(z.minLength(1)).check(z.maxLength(100)) }),
  responses: { 201: NewApiKeySchema, ...badRequest, ...unauthorized },
});

export const listApiKeys = defineCall({
  id: "listApiKeys",
  method: "GET",
  path: "/keys",
  summary: "The promoter's API keys (never the keys themselves)",
  responses: { 200: z.object({ keys: z.array(ApiKeySchema) }), ...unauthorized },
});

export const revokeApiKey = defineCall({
  id: "revokeApiKey",
  method: "DELETE",
  path: "/keys/{keyId}",
  summary: "Revoke a key: requests with it answer 401 from now on",
  params: z.object({ keyId: OidSchema }),
  responses: { 204: noContent, ...badRequest, ...guarded },
});

const domainBody = z.object({
  domain: z
    .string()
    .check(z.minLength(1))
    .check(z.maxLength(253))
    .check(z.describe("A host such as shop.example.com (scheme, port, path and www. are dropped)")),
});

export const listRemoteDomains = defineCall({
  id: "listRemoteDomains",
  method: "GET",
  path: "/domains",
  summary: "The domains allowed to use remote signup, each with the hash its widget needs",
  responses: { 200: z.object({ domains: z.array(RemoteDomainSchema) }), ...unauthorized },
});

export const addRemoteDomain = defineCall({
  id: "addRemoteDomain",
  method: "POST",
  path: "/domains",
  summary: "Allow a domain to use remote signup; answers the hash its widget needs",
  body: domainBody,
  responses: { 201: RemoteDomainSchema, ...badRequest, ...unauthorized },
});

export const removeRemoteDomain = defineCall({
  id: "removeRemoteDomain",
  method: "DELETE",
  path: "/domains/{domain}",
  summary: "Stop accepting remote signup from a domain",
  params: domainBody,
  responses: { 204: noContent, ...badRequest, ...guarded },
});

export const createWebhook = defineCall({
  id: "createWebhook",
  method: "POST",
  path: "/webhooks",
  summary: "Register an https URL for events; the secret signs every delivery (shown in this answer only)",
  body: WebhookInputSchema,
  responses: { 201: z.object({ id: OidSchema, secret: z.string() }), ...badRequest, ...unauthorized },
});

export const listWebhooks = defineCall({
  id: "listWebhooks",
  method: "GET",
  path: "/webhooks",
  summary: "The promoter's webhook endpoints",
  responses: { 200: z.object({ webhooks: z.array(WebhookSchema) }), ...unauthorized },
});

const webhook = z.object({ webhookId: OidSchema });

export const deleteWebhook = defineCall({
  id: "deleteWebhook",
  method: "DELETE",
  path: "/webhooks/{webhookId}",
  summary: "Stop sending to an endpoint (deliveries not yet made are dropped)",
  params: webhook,
  responses: { 204: noContent, ...badRequest, ...guarded },
});

export const listWebhookDeliveries = defineCall({
  id: "listWebhookDeliveries",
  method: "GET",
  path: "/webhooks/{webhookId}/deliveries",
  summary: "The endpoint's last 100 deliveries with their attempts, status and last error",
  params: webhook,
  responses: { 200: z.object({ deliveries: z.array(WebhookDeliverySchema) }), ...badRequest, ...guarded },
});

export const resendWebhookDelivery = defineCall({
  id: "resendWebhookDelivery",
  method: "POST",
  path: "/webhooks/{webhookId}/deliveries/{deliveryId}/resend",
  summary: "Send a delivery again, now (same event id and body, a fresh signature)",
  params: z.object({ webhookId: OidSchema, deliveryId: z.string().check(z.regex(/^\d{1,18}$/)) }),
  responses: { 200: WebhookDeliverySchema, ...badRequest, ...guarded },
});

export const issuePreviewToken = defineCall({
  id: "issuePreviewToken",
  method: "POST",
  path: "/preview-token",
  summary: "A preview token for the site's preview pages (docs/preview.md), so a console can show drafts",
  responses: { 201: z.object({ previewToken: z.string() }), ...unauthorized },
});

export const promoterCalls = [
  createPromoterCampaign,
  listPromoterCampaigns,
  getPromoterCampaign,
  replacePromoterCampaign,
  publishPromoterCampaign,
  archivePromoterCampaign,
  listCampaignFans,
  exportCampaignFans,
  getCampaignFigures,
  createApiKey,
  listApiKeys,
  revokeApiKey,
  listRemoteDomains,
  addRemoteDomain,
  removeRemoteDomain,
  createWebhook,
  listWebhooks,
  deleteWebhook,
  listWebhookDeliveries,
  resendWebhookDelivery,
  issuePreviewToken,
] as const;
