import type { Queryable } from "../../db/database.js";
import { DELIVERY_HEADER, endpointOfDelivery } from "../../store/webhooks.js";
import { PermanentDeliveryError } from "../messaging/delivery-error.js";
import type { MessageSender, QueuedItem } from "../messaging/message-sender.js";
import { postWebhook } from "./post-webhook.js";
import { SIGNATURE_HEADER, signatureHeader } from "./signature.js";

// Issue 19: the queue's webhook channel. Each attempt is signed afresh (its own `t`), so a receiver's
// replay window holds for retries made hours later. Any answer but 2xx is a failure the worker retries.

const TIMEOUT_MS = 10_000;

/** `publicOnly` outside demo mode: deliveries reach public addresses only (post-webhook.ts). */
export function createWebhookSender(db: Queryable, publicOnly: boolean): MessageSender<QueuedItem> {
  return {
    async send(item) {
      const deliveryId = item.headers?.[DELIVERY_HEADER];
      if (!deliveryId) throw new PermanentDeliveryError("a webhook delivery without its id");
      const endpoint = await endpointOfDelivery(db, deliveryId);
      if (!endpoint) throw new PermanentDeliveryError("the webhook endpoint was deleted");
      const now = Math.floor(Date.now() / 1000);
      const status = await postWebhook({
        url: endpoint.url,
        headers: {
          "content-type": "application/json",
          "user-agent": "fan-campaigns-webhooks/1",
          [SIGNATURE_HEADER]: signatureHeader(endpoint.secret, item.body, now),
          [DELIVERY_HEADER]: deliveryId,
        },
        body: item.body,
        timeoutMs: TIMEOUT_MS,
        publicOnly,
      });
      // A redirect (3xx) is a failure too: it could point a signed delivery anywhere.
      if (status < 200 || status > 299) throw new Error(`the endpoint answered HTTP ${status}`);
      return undefined;
    },
  };
}
