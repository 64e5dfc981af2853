import { hmacSha256 } from "../crypto/tokens.js";

// CONTRACT.md "Promoter API": a delivery carries
//   Fan-Campaigns-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the secret>
// (Stripe's scheme: the time inside the signed text lets a receiver refuse replays of old deliveries).

export const SIGNATURE_HEADER = "Fan-Campaigns-Signature";

export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmacSha256(secret, `${unixSeconds}.${body}`)}`;
}
