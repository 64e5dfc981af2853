import type { Hono } from "hono";
import {
  addRemoteDomain,
  createApiKey,
  createWebhook,
  deleteWebhook,
  issuePreviewToken,
  listApiKeys,
  listRemoteDomains,
  listWebhookDeliveries,
  listWebhooks,
  removeRemoteDomain,
  resendWebhookDelivery,
  revokeApiKey,
} from "../../../sdk/api/promoter-calls.js";
import {
  type ApiKeyRow,
  listApiKeys as listKeyRows,
  revokeApiKey as revokeKey,
} from "../../store/promoter-keys.js";
import { addVerifiedDomain, findPromoter, removeVerifiedDomain } from "../../store/promoters.js";
import {
  deleteWebhookEndpoint,
  insertWebhookEndpoint,
  listWebhookDeliveries as listDeliveryRows,
  listWebhookEndpoints,
  ownsWebhookEndpoint,
  resendWebhookDelivery as resendDelivery,
  type WebhookDeliveryRow,
} from "../../store/webhooks.js";
import { newOid, randomToken } from "../crypto/tokens.js";
import { issuePreviewToken as previewToken } from "../previews/preview-token.js";
import { issueApiKey } from "../promoter/issue-api-key.js";
import { promoterOf } from "../promoter/promoter-auth.js";
import { checkWebhookUrl } from "../promoter/webhook-url.js";
import { domainHash, normaliseDomain } from "../remote-signup/domain-hash.js";
import type { Services } from "../services.js";
import { errorAnswer, handleCall } from "./handle-call.js";
import { HttpError } from "./validate.js";

// Issue 19: a promoter's API keys, remote-signup domains and webhook endpoints.

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
const keyOf = (row: ApiKeyRow) => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: new Date(row.createdAt).toISOString(),
  lastUsedAt: iso(row.lastUsedAt),
  revokedAt: iso(row.revokedAt),
});
const deliveryOf = (row: WebhookDeliveryRow) => ({
  ...row,
  eventType: row.eventType as "fan.registered",
  createdAt: new Date(row.createdAt).toISOString(),
});
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function registerPromoterAccountRoutes(api: Hono, s: Services): void {
  handleCall(api, createApiKey, async ({ body }, c) => {
    const { key, row } = await issueApiKey(s.db, promoterOf(c), body.name);
    return { status: 201 as const, body: { ...keyOf(row), key } };
  });

  handleCall(api, listApiKeys, async (_request, c) => ({
    status: 200 as const,
    body: { keys: (await listKeyRows(s.db, promoterOf(c))).map(keyOf) },
  }));

  handleCall(api, revokeApiKey, async ({ params }, c) =>
    (await revokeKey(s.db, promoterOf(c), params.keyId))
      ? { status: 204 as const, body: undefined }
      : errorAnswer(404, "No such key", "keyId"),
  );

  const domainsOf = async (promoterOid: string) => {
    const promoter = await findPromoter(s.db, promoterOid);
    return (promoter?.verifiedDomains ?? []).map((domain) => ({
      domain,
      hash: domainHash(s.secret(), promoterOid, domain),
    }));
  };

  handleCall(api, listRemoteDomains, async (_request, c) => ({
    status: 200 as const,
    body: { domains: await domainsOf(promoterOf(c)) },
  }));

  handleCall(api, addRemoteDomain, async ({ body }, c) => {
    const domain = normaliseDomain(body.domain);
    if (!HOST.test(domain))
      throw new HttpError(400, 'Invalid body field "domain": not a host name', "domain");
    const promoterOid = promoterOf(c);
    await addVerifiedDomain(s.db, promoterOid, domain);
    return { status: 201 as const, body: { domain, hash: domainHash(s.secret(), promoterOid, domain) } };
  });

  handleCall(api, removeRemoteDomain, async ({ params }, c) =>
    (await removeVerifiedDomain(s.db, promoterOf(c), normaliseDomain(params.domain)))
      ? { status: 204 as const, body: undefined }
      : errorAnswer(404, "No such domain", "domain"),
  );

  handleCall(api, issuePreviewToken, async () => ({
    status: 201 as const,
    body: { previewToken: previewToken(s.secret()) },
  }));

  handleCall(api, createWebhook, async ({ body }, c) => {
    const url = checkWebhookUrl(body.url, s.config.demoMode);
    const id = newOid("whk");
    const secret = `whsec_${randomToken()}`;
    await insertWebhookEndpoint(s.db, {
      id,
      promoterOid: promoterOf(c),
      url,
      events: [...new Set(body.events)],
      secret,
    });
    return { status: 201 as const, body: { id, secret } };
  });

  handleCall(api, listWebhooks, async (_request, c) => {
    const rows = await listWebhookEndpoints(s.db, promoterOf(c));
    const webhooks = rows.map((row) => ({
      id: row.id,
      url: row.url,
      events: row.events as ("fan.registered" | "fan.verified" | "action.completed" | "payment.succeeded")[],
      createdAt: new Date(row.createdAt).toISOString(),
    }));
    return { status: 200 as const, body: { webhooks } };
  });

  handleCall(api, deleteWebhook, async ({ params }, c) =>
    (await deleteWebhookEndpoint(s.db, promoterOf(c), params.webhookId))
      ? { status: 204 as const, body: undefined }
      : errorAnswer(404, "No such webhook", "webhookId"),
  );

  handleCall(api, listWebhookDeliveries, async ({ params }, c) => {
    if (!(await ownsWebhookEndpoint(s.db, promoterOf(c), params.webhookId)))
      return errorAnswer(404, "No such webhook", "webhookId");
    const rows = await listDeliveryRows(s.db, params.webhookId);
    return { status: 200 as const, body: { deliveries: rows.map(deliveryOf) } };
  });

  handleCall(api, resendWebhookDelivery, async ({ params }, c) => {
    if (!(await ownsWebhookEndpoint(s.db, promoterOf(c), params.webhookId)))
      return errorAnswer(404, "No such webhook", "webhookId");
    const row = await s.db.transaction((tx) => resendDelivery(tx, params.webhookId, params.deliveryId));
    if (!row) return errorAnswer(404, "No such delivery", "deliveryId");
    s.messages.wake();
    return { status: 200 as const, body: deliveryOf(row) };
  });
}
