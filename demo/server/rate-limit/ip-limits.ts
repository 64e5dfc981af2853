import type { MiddlewareHandler } from "hono";
import type { Queryable } from "../../db/database.js";
import type { ServerConfig } from "../config.js";
import { hitLimit, minutesToWait } from "./rate-limiter.js";
import { currentClient } from "./request-client.js";

// Per-IP abuse limits (issue 9), on top of the per-fan ones (wrong-code lockout, send caps, link
// cooldown): one address trying many fans' codes, or asking for many messages, is stopped here. The
// counters live in the database (rate_limits), so every process sharing it enforces the same limits.
// Defaults are generous because many fans can share one address (a venue's wifi, a carrier's NAT).
// The address is the client's (TRUST_PROXY, request-client.ts); an IPv6 client counts per /64.

export type IpLimitKind = "verify" | "resend" | "magic-link" | "account" | "register";

interface IpLimitRule {
  kind: IpLimitKind;
  /** POST paths under the API base. */
  path: RegExp;
  what: string;
  windowSeconds: number;
  limit: (config: ServerConfig) => number;
}

export const IP_LIMIT_RULES: readonly IpLimitRule[] = [
  {
    kind: "verify",
    path: /^\/(?:sms-verify|fan-email-verify)$/,
    what: "verification attempts",
    windowSeconds: 15 * 60,
    limit: (config) => config.RATE_LIMIT_IP_VERIFY,
  },
  {
    kind: "resend",
    path: /^\/campaign\/[^/]+\/verify-resend$/,
    what: "resend requests",
    windowSeconds: 60 * 60,
    limit: (config) => config.RATE_LIMIT_IP_RESEND,
  },
  {
    kind: "magic-link",
    path: /^\/campaign-fan\/[^/]+\/email-session-link$/,
    what: "login link requests",
    windowSeconds: 60 * 60,
    limit: (config) => config.RATE_LIMIT_IP_MAGIC_LINK,
  },
  // Registration itself (issue 15): account farming from one address. Each of the two calls of a
  // registration has its own counter, so the limit is in registrations.
  {
    kind: "account",
    path: /^\/campaign-account$/,
    what: "registrations",
    windowSeconds: 10 * 60,
    limit: (config) => config.RATE_LIMIT_IP_REGISTER,
  },
  {
    kind: "register",
    path: /^\/campaign-fan$/,
    what: "registrations",
    windowSeconds: 10 * 60,
    limit: (config) => config.RATE_LIMIT_IP_REGISTER,
  },
];

/** Counts each limited POST per client address; past the limit, 429 with retry_after in minutes. */
export function ipRateLimits(db: Queryable, config: ServerConfig, apiBase: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "POST") return next();
    const path = c.req.path.slice(apiBase.length);
    const rule = IP_LIMIT_RULES.find((r) => r.path.test(path));
    const ip = rule && currentClient().limitGroup;
    if (!rule || !ip) return next();
    const result = await hitLimit(db, {
      key: `ip:${rule.kind}:${ip}`,
      limit: rule.limit(config),
      windowSeconds: rule.windowSeconds,
    });
    if (result.allowed) return next();
    const minutes = minutesToWait(result.retryAfterSeconds);
    return c.json(
      {
        message: `Too many ${rule.what} from your network. Please wait ${minutes} minutes before trying again.`,
        statusCode: 429,
        retry_after: minutes,
      },
      429,
      { "retry-after": String(minutes * 60) },
    );
  };
}
