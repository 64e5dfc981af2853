import { normaliseDomain } from "./domain-hash.js";

// engagement §4: remote signup is accepted only from the promoter's verified domain. The domain and its
// hash are in the promoter's page for anyone to copy, so the server also asks the browser where the
// request comes from: a page cannot choose its own Origin (or Referer) header.

/** The path of the remote-signup frame (site/widget/remote-signup.ts) on this site. */
export const REMOTE_SIGNUP_FRAME_PATH = "/widget/remote-signup/";

const parseUrl = (text: string | undefined): URL | undefined => {
  if (!text) return undefined;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
};

const isWebUrl = (url: URL): boolean => url.protocol === "http:" || url.protocol === "https:";

/**
 * Whether the request was sent from the payload's domain: either
 * - the promoter's own page posting directly: `Origin` is that domain, with or without www, over http
 *   or https (any port, as the domain's hash covers the host); or
 * - the remote-signup frame on this site (`siteOrigin`, PUBLIC_ORIGIN): `Origin` is the site and the
 *   `Referer` is the frame opened for that same domain. The frame acts only on messages from a parent
 *   window on the domain, so a page elsewhere that frames it gets nothing sent.
 * A missing or unreadable `Origin` is refused: browsers send one with every POST.
 */
export function isFromDomain(
  headers: { origin: string | undefined; referer: string | undefined },
  domain: string,
  siteOrigin: string,
): boolean {
  const origin = parseUrl(headers.origin);
  if (!origin || !isWebUrl(origin)) return false;
  const host = normaliseDomain(domain);
  if (normaliseDomain(origin.hostname) === host) return true;
  if (origin.origin !== new URL(siteOrigin).origin) return false;
  const referer = parseUrl(headers.referer);
  return (
    referer !== undefined &&
    referer.origin === origin.origin &&
    referer.pathname === REMOTE_SIGNUP_FRAME_PATH &&
    normaliseDomain(referer.searchParams.get("domain") ?? "") === host
  );
}
