import type { Context, Hono, MiddlewareHandler } from "hono";
import { type CallSpec, toHonoPath } from "../../../sdk/api/calls/define-call.js";
import { recordPageView } from "../../../sdk/api/calls/engagement.js";
import { requestMagicLink } from "../../../sdk/api/calls/gatekeeper.js";
import {
  createCampaignAccount,
  createCampaignFan,
  resendVerification,
  verifyFanEmail,
  verifySms,
} from "../../../sdk/api/calls/registration.js";
import type { Queryable } from "../../db/database.js";
import type { ServerConfig } from "../config.js";
import { holdLimit } from "./held-limit.js";
import { hitLimit, type LimitResult, minutesToWait } from "./rate-limiter.js";
import { currentClient } from "./request-client.js";

// Per-IP abuse limits (issue 9), on top of the per-fan ones (wrong-code lockout, send caps, link
// cooldown): one address trying many fans' codes, or asking for many messages, is stopped here. The
// counters live in the database (rate_limits), so every process sharing it enforces the same limits.
// Defaults are generous because many fans can share one address (a venue's wifi, a carrier's NAT).
// The address is the client's (TRUST_PROXY, request-client.ts); an IPv6 client counts per /64.
// Each limit names the calls of the shared table it counts and sits on those calls' own routes, so a
// call's path can change without its limit being left behind.

export type IpLimitKind = "verify" | "resend" | "magic-link" | "account" | "register" | "page-view";

export interface IpLimitRule {
  /** Names the counter: the calls of one rule share it. */
  kind: IpLimitKind;
  calls: readonly CallSpec[];
  /** What the 429 says there were too many of. */
  what: string;
  windowSeconds: number;
  limit: (config: ServerConfig) => number;
  /**
   * Counted by the call's own first statement (held-limit.ts), not by a statement of its own before the
   * call: the registration calls, whose every round trip counts at a presale's rate (issue 18).
   */
  countedByTheCall?: true;
}

export const IP_LIMIT_RULES: readonly IpLimitRule[] = [
  {
    kind: "verify",
    calls: [verifySms, verifyFanEmail],
    what: "verification attempts",
    windowSeconds: 15 * 60,
    limit: (config) => config.RATE_LIMIT_IP_VERIFY,
  },
  {
    kind: "resend",
    calls: [resendVerification],
    what: "resend requests",
    windowSeconds: 60 * 60,
    limit: (config) => config.RATE_LIMIT_IP_RESEND,
  },
  {
    kind: "magic-link",
    calls: [requestMagicLink],
    what: "login link requests",
    windowSeconds: 60 * 60,
    limit: (config) => config.RATE_LIMIT_IP_MAGIC_LINK,
  },
  // Registration itself (issue 15): account farming from one address. Each of the two calls of a
  // registration has its own counter, so the limit is in registrations.
  {
    kind: "account",
    calls: [createCampaignAccount],
    what: "registrations",
    windowSeconds: 10 * 60,
    limit: (config) => config.RATE_LIMIT_IP_REGISTER,
    countedByTheCall: true,
  },
  {
    kind: "register",
    calls: [createCampaignFan],
    what: "registrations",
    windowSeconds: 10 * 60,
    limit: (config) => config.RATE_LIMIT_IP_REGISTER,
    countedByTheCall: true,
  },
  // Page views feed the promoter's figures (conversion is verified fans over landing views): one address
  // reloading a page must not inflate them. Generous: a venue's wifi is many fans.
  {
    kind: "page-view",
    calls: [recordPageView],
    what: "page views",
    windowSeconds: 10 * 60,
    limit: (config) => config.RATE_LIMIT_IP_PAGE_VIEW,
  },
];

function limitAnswer(c: Context, rule: IpLimitRule, result: LimitResult): Response {
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
}

/** Counts each request per client address; past the limit, 429 with retry_after in minutes. */
function ipLimit(db: Queryable, config: ServerConfig, rule: IpLimitRule): MiddlewareHandler {
  return async (c, next) => {
    const ip = currentClient().limitGroup;
    if (!ip) return next();
    const hit = {
      key: `ip:${rule.kind}:${ip}`,
      limit: rule.limit(config),
      windowSeconds: rule.windowSeconds,
    };
    if (rule.countedByTheCall) {
      const refused = await holdLimit(db, hit, next);
      if (refused) c.res = limitAnswer(c, rule, refused);
      return;
    }
    const result = await hitLimit(db, hit);
    return result.allowed ? next() : limitAnswer(c, rule, result);
  };
}

/**
 * Puts each limit on the routes of its calls. Registered before the calls' handlers, so a request is
 * counted before its body is read, whatever the body, or, for a limit the call counts itself, counted
 * once whatever the call did.
 */
export function registerIpLimits(api: Hono, db: Queryable, config: ServerConfig): void {
  for (const rule of IP_LIMIT_RULES) {
    for (const call of rule.calls) api.on(call.method, toHonoPath(call.path), ipLimit(db, config, rule));
  }
}
