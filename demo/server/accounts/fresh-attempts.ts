import type { Auth } from "./auth-token.js";

// Issue 18: a fan's form sends POST /campaign-account, then at once POST /campaign-fan with the token the
// first one answered. The attempt the account call has just started (its fields, its token) is kept here
// by the process that started it, so that the fan call can judge the registration without reading the
// token first: one statement instead of two. What is kept is a hint, never a proof: the fan's statement
// registers only while the database holds that token and that attempt exactly as kept
// (store/register-at-once.ts), and otherwise the call reads the token and goes the usual way. An entry
// serves one fan call; another process has none, and goes the usual way.

/** Entries kept at most (the oldest goes first): about 1 KB each. */
const MAX_KEPT = 10_000;
/** A fan call later than this reads the token as any other call does. */
const KEPT_MS = 10 * 60_000;

export class FreshAttempts {
  readonly #kept = new Map<string, { auth: Auth; until: number }>();

  /** Keeps the token and the attempt the account call has just written. */
  keep(auth: Auth, now = Date.now()): void {
    if (this.#kept.size >= MAX_KEPT) this.#kept.delete(this.#kept.keys().next().value ?? "");
    this.#kept.set(auth.tokenHash, { auth, until: now + KEPT_MS });
  }

  /** What was kept for this token, once: a second call with it finds nothing. */
  take(tokenHash: string, now = Date.now()): Auth | null {
    const entry = this.#kept.get(tokenHash);
    if (!entry) return null;
    this.#kept.delete(tokenHash);
    return entry.until > now ? entry.auth : null;
  }
}
