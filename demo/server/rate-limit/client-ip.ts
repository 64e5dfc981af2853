import type { Context } from "hono";
import { parseAddress, peerAddress } from "./client-address.js";
import { currentClient } from "./request-client.js";

/**
 * The client's address for this request: as the API middleware worked it out (TRUST_PROXY applied,
 * request-client.ts), else the socket's peer; undefined when not served by node.
 */
export function clientIp(c: Context): string | undefined {
  const peer = peerAddress(c);
  return currentClient().address ?? (peer === undefined ? undefined : parseAddress(peer));
}
