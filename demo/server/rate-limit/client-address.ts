import { isIPv4, isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

// Who a request comes from, for the per-address limits (issue 15). Behind proxies the socket's peer is
// the last proxy: TRUST_PROXY says how many hops of X-Forwarded-For were appended by proxies of ours.
// IPv6 clients own whole /64 networks (a phone or a home gets one), so they are counted per /64.

/** The socket peer's address when served by node; undefined otherwise (app.request in tests without an env). */
export function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The eight 16-bit groups of a valid IPv6 address (an IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4Tail) {
    const [a = 0, b = 0, c = 0, d = 0] = v4Tail.split(".").map(Number);
    text = `${text.slice(0, -v4Tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (s: string) => (s ? s.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * An address as written by a socket or a proxy ("1.2.3.4", "1.2.3.4:5678", "[2001:db8::1]:443",
 * "fe80::1%eth0"), normalised: IPv4-mapped IPv6 becomes the IPv4 address, IPv6 is lower case without
 * its zone. Undefined when it is not an IP address.
 */
export function parseAddress(text: string): string | undefined {
  let address = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  address = address.replace(/%.*$/, "").toLowerCase();
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return undefined;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] ?? 0, groups[7] ?? 0].flatMap((g) => [g >> 8, g & 0xff]).join(".");
  return address;
}

/** What a per-address limit counts: the IPv4 address, or the /64 network of an IPv6 one. */
export function limitGroupOf(address: string): string {
  if (isIPv4(address)) return address;
  const prefix = ipv6Groups(address).slice(0, 4);
  return `${prefix.map((g) => g.toString(16)).join(":")}::/64`;
}

/**
 * The client's address. With trustedHops 0 the socket peer, whatever X-Forwarded-For says (a client can
 * write anything there). With N trusted proxies, each appended the address it received the request
 * from, so the client is the entry N from the right; entries further left were written by the client
 * and are never read. A shorter list was written by our proxies only: its leftmost entry is the client.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number,
): string | undefined {
  const direct = peer === undefined ? undefined : parseAddress(peer);
  if (trustedHops <= 0 || !forwardedFor) return direct;
  const hops = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = hops[Math.max(0, hops.length - trustedHops)];
  return (entry === undefined ? undefined : parseAddress(entry)) ?? direct;
}
