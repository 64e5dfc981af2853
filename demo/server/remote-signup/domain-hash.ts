import { hmacSha256, sameDigest } from "../crypto/tokens.js";

// engagement §3/§4 remote signup: a promoter's form on its own verified domain carries `domain` and
// `hash`. The hash is issued to the promoter per domain:
//
//   hash = hex(HMAC-SHA256(SERVER_SECRET, "remote-signup:" + promoterOid + ":" + domain))
//
// with `domain` normalised (lower case, no scheme, port or path, no leading "www."). Compute one with
//   printf 'remote-signup:%s:%s' prm_demo 127.0.0.1 | openssl dgst -sha256 -hmac "$SERVER_SECRET"

/** "https://WWW.Example.com:8443/page" -> "example.com". */
export function normaliseDomain(domain: string): string {
  const host = domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/:\d+$/, "");
  return host.replace(/^www\./, "");
}

export function domainHash(secret: string, promoterOid: string, domain: string): string {
  return hmacSha256(secret, `remote-signup:${promoterOid}:${normaliseDomain(domain)}`);
}

/** engagement §4: accepted only for a domain the promoter verified (with or without www) and its hash. */
export function isDomainValid(
  secret: string,
  promoter: { oid: string; verifiedDomains: readonly string[] },
  domain: string,
  hash: string,
): boolean {
  const host = normaliseDomain(domain);
  const verified = promoter.verifiedDomains.some((d) => normaliseDomain(d) === host);
  return verified && sameDigest(domainHash(secret, promoter.oid, host), hash.trim().toLowerCase());
}
