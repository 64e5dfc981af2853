import { AsyncLocalStorage } from "node:async_hooks";
import type { Queryable } from "../../db/database.js";
import { type LimitCount, type LimitHit, NO_LIMIT_HIT } from "../../store/limit-hit.js";
import { HttpError } from "../api/validate.js";
import { hitLimit, type LimitResult, limitResult, minutesToWait, sweepNowAndThen } from "./rate-limiter.js";

// issue 18: the per-address limits of the registration calls are counted by the call's own first
// statement, not by a statement of their own. The limit's middleware (ip-limits.ts) holds the count for
// the request; the call's first statement takes it (`heldLimit`, store/limit-hit.ts) and settles it
// (`settleHeldLimit`); a path without such a statement counts it before it writes (`enforceHeldLimit`). A
// request that ends without counting it (a 400 or a 401 before any statement) is counted after it, and
// answered 429 past the limit: every request counts once, and is refused past the limit, as before.

interface Held {
  hit: LimitHit & { key: string };
  /** Set once a statement counted it. */
  counted: boolean;
  /** Set when the count passed the limit: the request is answered 429. */
  refused?: LimitResult;
}

const storage = new AsyncLocalStorage<Held>();

/**
 * Runs the rest of the request holding the count of `hit` for its first statement; answers the count's
 * result when it was past the limit (the call then wrote nothing and answers 429).
 */
export async function holdLimit(
  db: Queryable,
  hit: LimitHit & { key: string },
  rest: () => Promise<unknown>,
): Promise<LimitResult | undefined> {
  const held: Held = { hit, counted: false };
  await storage.run(held, rest);
  if (!held.counted) {
    // The call wrote nothing (every path that writes counts first): past the limit, its answer is the 429.
    const counted = await hitLimit(db, hit);
    if (!counted.allowed) held.refused = counted;
  }
  return held.refused;
}

/** What the request's next statement should count: nothing once counted, or outside a held limit. */
export function heldLimit(): LimitHit {
  const held = storage.getStore();
  return held && !held.counted ? held.hit : NO_LIMIT_HIT;
}

/** Records what a statement counted; past the limit, nothing else was written and the call answers 429. */
export async function settleHeldLimit(db: Queryable, counted: LimitCount): Promise<void> {
  const held = storage.getStore();
  if (!held || held.counted || counted.count === null) return;
  await sweepNowAndThen(db);
  settle(held, limitResult(counted, held.hit.limit));
}

/** For a path whose statements do not count it: counts the held limit now, before anything is written. */
export async function enforceHeldLimit(db: Queryable): Promise<void> {
  const held = storage.getStore();
  if (held && !held.counted) settle(held, await hitLimit(db, held.hit));
}

function settle(held: Held, result: LimitResult): void {
  held.counted = true;
  if (result.allowed) return;
  held.refused = result;
  // The limit's middleware answers it (ip-limits.ts), with the message of every per-address limit.
  throw new HttpError(429, "Too many requests from your network", undefined, {
    retry_after: minutesToWait(result.retryAfterSeconds),
  });
}
