import ipaddr from "ipaddr.js";
import { HttpError } from "../api/validate.js";

// Issue 19: a webhook URL is https; http only in demo mode (a receiver on this machine). Outside demo
// mode a URL naming this machine, a private network or any reserved range is refused: the server must
// not be made to post into its own network. The ranges are ipaddr.js's (everything but "unicast"); the
// sender checks again the address a host name resolves to when it connects (private-address-guard.ts).

/** Names that reach this machine or a private network whatever they resolve to (RFC 6761, 8375). */
const PRIVATE_NAME = /(?:^|\.)(?:localhost|localdomain|internal|local|home\.arpa|intranet|lan)$/;

/** Whether an address (IPv4 or IPv6, an IPv4-mapped IPv6 read as its IPv4) is outside the public Internet. */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  return ipaddr.process(address).range() !== "unicast";
}

/** Whether a URL's host (as `URL.hostname` gives it: brackets around IPv6, maybe a trailing dot) is private. */
export function isPrivateHost(hostname: string): boolean {
  // "localhost." and "metadata.google.internal." are the same hosts as without the root's dot.
  const host = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.+$/, "");
  if (host === "") return true;
  if (ipaddr.isValid(host)) return isPrivateAddress(host);
  return PRIVATE_NAME.test(host);
}

export function checkWebhookUrl(text: string, demoMode: boolean): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new HttpError(400, 'Invalid body field "url": not a URL', "url");
  }
  if (url.protocol !== "https:" && !(demoMode && url.protocol === "http:")) {
    throw new HttpError(400, 'Invalid body field "url": webhooks are delivered to https URLs only', "url");
  }
  if (url.username || url.password) {
    throw new HttpError(400, 'Invalid body field "url": no credentials in the URL', "url");
  }
  if (!demoMode && isPrivateHost(url.hostname)) {
    throw new HttpError(400, 'Invalid body field "url": a public host is needed', "url");
  }
  return url.toString();
}
