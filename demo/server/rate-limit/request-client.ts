import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import { clientAddress, limitGroupOf, peerAddress } from "./client-address.js";

// The client of the request being answered, worked out once per API request (TRUST_PROXY applied) and
// kept for the rest of it: the per-address limits and the message budgets deep inside a registration
// read it here instead of every handler passing it down.

export interface RequestClient {
  /** The client's address; undefined when unknown (not served by node, as in most server tests). */
  address: string | undefined;
  /** What per-address limits count: the IPv4 address or the IPv6 /64 network. */
  limitGroup: string | undefined;
}

const storage = new AsyncLocalStorage<RequestClient>();
const UNKNOWN: RequestClient = { address: undefined, limitGroup: undefined };

/** Middleware: identifies the client, trusting `trustedHops` proxies' X-Forwarded-For entries. */
export function identifyClient(trustedHops: number): MiddlewareHandler {
  return (c, next) => {
    const address = clientAddress(peerAddress(c), c.req.header("x-forwarded-for"), trustedHops);
    return storage.run({ address, limitGroup: address && limitGroupOf(address) }, next);
  };
}

/** The client of the current request (unknown outside one). */
export function currentClient(): RequestClient {
  return storage.getStore() ?? UNKNOWN;
}
