import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { PermanentDeliveryError } from "../messaging/delivery-error.js";
import { isPrivateAddress, isPrivateHost } from "../promoter/webhook-url.js";

// Issue 19: the URL was checked when registered (webhook-url.ts), but a public name can resolve to a
// private address, at registration or later (DNS rebinding). Outside demo mode the address actually
// connected to is checked: the lookup below refuses a private one, so nothing is sent there.

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Outside demo mode: refuse this machine, private networks and reserved ranges. */
  publicOnly: boolean;
}

const PRIVATE_CODE = "EWEBHOOKPRIVATE";

/** dns.lookup, failing when any address the name resolves to is private. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused) {
      const denied = Object.assign(
        new Error(`${hostname} resolves to ${refused.address}, not a public address`),
        {
          code: PRIVATE_CODE,
        },
      );
      return callback(denied, "", 0);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first)
      return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), "", 0);
    callback(null, first.address, first.family);
  });
};

/** POSTs a delivery and answers the receiver's status; never follows a redirect. */
export function postWebhook(post: WebhookPost): Promise<number> {
  const url = new URL(post.url);
  if (post.publicOnly && isPrivateHost(url.hostname)) {
    return Promise.reject(new PermanentDeliveryError(`${url.hostname} is not a public host`));
  }
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: "POST",
        headers: { ...post.headers, "content-length": String(Buffer.byteLength(post.body)) },
        signal: AbortSignal.timeout(post.timeoutMs),
        ...(post.publicOnly && { lookup: publicOnlyLookup }),
      },
      (answer) => {
        // The receiver's body is not read: drain it so the socket is freed.
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === PRIVATE_CODE ? new PermanentDeliveryError(error.message) : error),
    );
    outgoing.end(post.body);
  });
}
