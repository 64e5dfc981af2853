import { z } from "zod/mini";
import { hmacSha256, sameDigest } from "../../crypto/tokens.js";

// The one-click unsubscribe link of a fan's emails (RFC 8058): the fan's oid, signed with the server
// secret, so the link needs no stored token and no one can make one for another fan. A fan is one
// person in one campaign, so the link unsubscribes from that campaign only.

export const UNSUBSCRIBE_PATH = "/unsubscribe";

const signatureOf = (secret: string, fanOid: string) => hmacSha256(secret, `unsubscribe:${fanOid}`);

export function unsubscribeUrl(publicOrigin: string, secret: string, fanOid: string): string {
  const query = new URLSearchParams({ fan: fanOid, sig: signatureOf(secret, fanOid) });
  return `${publicOrigin}${UNSUBSCRIBE_PATH}?${query}`;
}

/** The link's query, as it must look (newOid: a prefix and base64url; the signature: a hex SHA-256). */
export const unsubscribeQuerySchema = z.object({
  fan: z.string().check(z.regex(/^fan_[A-Za-z0-9_-]{1,64}$/)),
  sig: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});

export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

/** True when the signature was made by this server for this fan. */
export const isSignedUnsubscribe = (secret: string, query: UnsubscribeQuery): boolean =>
  sameDigest(signatureOf(secret, query.fan), query.sig);
